// @ts-check
/**
 * The business limits (src/rules.json, schema: src/rules.schema.json) that the widgets, the
 * reference server and the plugin share: scripts/islands.mjs `generate` writes one copy for each
 * beside the island and site targets, so `npm run generate` and the islands test (stale files)
 * cover them.
 */
import { fileURLToPath } from 'node:url';
import { readChecked } from './schemaProblems.mjs';
import { php, phpClassFile } from './islands/php.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @typedef {number | string | Array<number | string>} RuleValue */
/** @typedef {{ rules: Record<string, { doc: string, value: RuleValue }> }} Rules */

/**
 * Reads src/rules.json, checked against src/rules.schema.json; throws a list of problems.
 * @param {string} root @returns {Rules}
 */
export function readRules(root) {
  return readChecked(ROOT, root, 'src/rules.json');
}

/** A doc as a comment block of `indent`. @param {string} doc @param {string} indent */
const comment = (doc, indent) => `${indent}/** ${doc} */`;

/**
 * One `export const` per rule for the bundle, in two modules: the numbers and strings
 * (src/rules.generated.ts, small enough to ride in the first chunk with the config), and the lists
 * (src/ruleLists.generated.ts, which only the pages that use them load). The bundler keeps one module
 * in one chunk, with every export any page reads, so the lists would otherwise reach every page.
 * @param {Rules} rules @param {string} header @param {boolean} lists which half
 */
export function rulesTs(rules, header, lists) {
  const constants = Object.entries(rules.rules)
    .filter(([, { value }]) => Array.isArray(value) === lists)
    .map(
      ([name, { doc, value }]) =>
        `${comment(doc, '')}\nexport const ${name} = ${JSON.stringify(value)}${lists ? ' as const' : ''};`,
    );
  return `// ${header}\n\n${constants.join('\n\n')}\n`;
}

/** The same constants for the reference server. @param {Rules} rules @param {string} header */
export function rulesMjs(rules, header) {
  const constants = Object.entries(rules.rules).map(
    ([name, { doc, value }]) => `${comment(doc, '')}\nexport const ${name} = ${JSON.stringify(value)};`,
  );
  return `// @ts-check\n// ${header}\n\n${constants.join('\n\n')}\n`;
}

/**
 * The same constants for the plugin, as class constants of RulesTable.
 * @param {Rules} rules @param {string} header
 */
export function rulesTablePhp(rules, header) {
  return phpClassFile({
    summary: 'The rules table.',
    header,
    doc: ['The business limits the widgets, the reference server and the plugin share (src/rules.json).'],
    name: 'RulesTable',
    members: Object.entries(rules.rules).map(
      ([name, { doc, value }]) => `${comment(doc, '\t')}\n\tpublic const ${name} = ${php(value, '\t')};`,
    ),
  });
}
