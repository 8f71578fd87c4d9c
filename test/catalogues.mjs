/**
 * The message catalogues of src/messages/ as the tests read them: each file's exported objects,
 * their keys, which keys are the spec's (src/messages/shared.ts: a line `// spec §…` opens a group
 * of the spec's texts that runs to the next blank line) and the words of each value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const catalogueDir = join(root, 'src', 'messages');

/**
 * The words of a booking the widget shares with the reference server's emails: a catalogue in a
 * plain ES module, since Node reads it too (src/lib/bookingWords.mjs).
 */
export const sharedCatalogue = join(root, 'src', 'lib', 'bookingWords.mjs');

/** The catalogue files: every `.ts` in src/messages/ but tests, and the shared booking words. */
export const catalogueFiles = [
  ...readdirSync(catalogueDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(catalogueDir, name)),
  sharedCatalogue,
];

/** The line comment that opens a group of spec texts. */
const SPEC_GROUP = /^[ \t]*\/\/ spec §/m;
/** A blank line: the end of a group. */
const BLANK_LINE = /\n[ \t]*\r?\n/;

/**
 * The literal words in a value: each string whole, and the fixed parts of a template (a function's
 * words around what it is given), inside arrays, objects' values and a function's body too.
 * @param {ts.Node} node
 * @returns {{ words: string, whole: boolean }[]}
 */
function wordsOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ words: node.text, whole: true }];
  if (ts.isTemplateExpression(node))
    return [
      { words: node.head.text, whole: false },
      ...node.templateSpans.flatMap((span) => [
        ...wordsOf(span.expression),
        { words: span.literal.text, whole: false },
      ]),
    ];
  if (ts.isPropertyAssignment(node)) return wordsOf(node.initializer);
  if (ts.isParameter(node)) return [];
  /** @type {{ words: string, whole: boolean }[]} */
  const found = [];
  ts.forEachChild(node, (child) => {
    found.push(...wordsOf(child));
  });
  return found;
}

/**
 * @typedef {object} Entry
 * @property {string} key
 * @property {boolean} spec whether the key stands in a `// spec §…` group
 * @property {string | undefined} text the value when it is a plain string
 * @property {{ words: string, whole: boolean }[]} words the value's literal words, trimmed, none
 *   empty: `whole` for a string, not for a fixed part of a template
 */

/**
 * @typedef {object} Catalogue
 * @property {string} name the exported object's name, e.g. bookingMessages
 * @property {string} file its path from the repository's root
 * @property {Entry[]} entries
 */

/** @returns {Catalogue[]} */
export function readCatalogues() {
  return catalogueFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    /** @type {Catalogue[]} */
    const found = [];
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        let init = declaration.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
        if (!init || !ts.isObjectLiteralExpression(init) || !ts.isIdentifier(declaration.name)) continue;
        /** @type {Entry[]} */
        const entries = [];
        let spec = false;
        for (const property of init.properties) {
          const before = text.slice(property.getFullStart(), property.getStart(source)).split(BLANK_LINE);
          if (before.length > 1) spec = false;
          if (SPEC_GROUP.test(before[before.length - 1])) spec = true;
          if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
          const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
          entries.push({
            key: property.name.text,
            spec,
            text: value && ts.isStringLiteralLike(value) ? value.text : undefined,
            words: value
              ? wordsOf(value)
                  .map(({ words, whole }) => ({ words: words.trim(), whole }))
                  .filter(({ words }) => words)
              : [],
          });
        }
        found.push({ name: declaration.name.text, file: relative(root, file), entries });
      }
    }
    return found;
  });
}
