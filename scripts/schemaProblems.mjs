/**
 * Checks a facts file against its JSON Schema with Ajv (draft 2020-12), the standard validator,
 * so the schema beside the file is the rule and no hand-written copy of it can drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

/** @type {Map<string, import('ajv').ValidateFunction>} schema path → its compiled validator */
const compiled = new Map();

/**
 * One Ajv error in plain words: the JSON path, what is wrong, and the name or values involved.
 * @param {import('ajv').ErrorObject & { propertyName?: string }} error
 */
function describe(error) {
  const { instancePath, keyword, params, propertyName } = error;
  let text = error.message ?? keyword;
  if (keyword === 'additionalProperties') text = `must not have the property "${params.additionalProperty}"`;
  else if (keyword === 'enum') text = `must be one of ${params.allowedValues.map(String).join(', ')}`;
  else if (propertyName !== undefined) text = `property name "${propertyName}" ${text}`;
  return instancePath ? `${instancePath} ${text}` : text;
}

/**
 * Every way `data` breaks the schema, each as `<at>: <JSON path> <reason>`
 * (e.g. `src/islands/search/island.json: /heights/desktop must be integer`).
 * @param {string} root the repository root
 * @param {string} schemaFile the schema's path from the root
 * @param {unknown} data
 * @param {string} at the data's file, for the messages
 * @returns {string[]}
 */
export function schemaProblems(root, schemaFile, data, at) {
  const file = join(root, schemaFile);
  let validate = compiled.get(file);
  if (!validate) {
    validate = new Ajv2020({ allErrors: true }).compile(JSON.parse(readFileSync(file, 'utf8')));
    compiled.set(file, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'propertyNames') // its inner error says which rule the name breaks
    .map((error) => `${at}: ${describe(error)}`);
}

/**
 * Reads a facts file of `root` (`src/site.json`) and checks it against the schema beside it in
 * this checkout (`src/site.schema.json`); throws the list of problems.
 * @param {string} schemaRoot the checkout whose schemas rule
 * @param {string} root where the facts come from
 * @param {string} file the facts file's path from the root
 * @returns {any}
 */
export function readChecked(schemaRoot, root, file) {
  const data = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const problems = schemaProblems(schemaRoot, file.replace(/\.json$/, '.schema.json'), data, file);
  if (problems.length) throw new Error(`${file} problems:\n- ${problems.join('\n- ')}`);
  return data;
}
