/**
 * The message catalogues and the components agree (docs/conventions.md, "Messages"):
 * - every key of every catalogue (src/messages/*.ts) is used by some source file in src/ (tests
 *   do not count), so a text the product no longer shows does not linger;
 * - keys are unique across the catalogues (the tests read them merged);
 * - the spec's texts are marked in src/messages/ (`// spec §<n> …` opens a group; docs/conventions.md):
 *   the catalogues are their source in the repository, so this holds in any clone;
 * - when the spec itself sits beside the repository (../shared/spec.md, as on the team's machines
 *   and in CI), every marked text is in it word for word: a string whole, a function's fixed words
 *   each. A clone without it runs every other check and says that this one was left out;
 * - no component renders a string literal that is not a catalogue text: JSX text with a letter
 *   in it, or a literal in an attribute a person reads or hears (aria-label, title, alt, …).
 *   Artwork is left out: text inside an `<svg>` (its name comes from a checked aria-label) or
 *   under `aria-hidden`, which no one reads as words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { catalogueFiles, readCatalogues, root, sharedCatalogue } from './catalogues.mjs';

const src = join(root, 'src');
/**
 * The spec beside the repository (../shared/spec.md), where the team keeps it: optional. The
 * product and the other checks never read it; only the word-for-word comparison does.
 */
const specFile = join(root, '..', 'shared', 'spec.md');
const hasSpec = existsSync(specFile);

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const files = walk(src).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const codeFiles = files.filter((file) => !catalogueFiles.includes(file));

/** @param {string} file */
const parse = (file) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Each exported catalogue: its name, its keys and the plain texts among its values. */
const catalogues = readCatalogues().map(({ name, file, entries }) => ({
  name,
  file,
  keys: entries.map((entry) => entry.key),
  texts: entries.flatMap((entry) => (entry.text === undefined ? [] : [entry.text])),
  entries,
}));

const allTexts = new Set(catalogues.flatMap((catalogue) => catalogue.texts));

/** Attributes whose literal value a person reads or hears. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** An `<svg>` or an element marked aria-hidden: its content is drawing, not words. */
function isArtwork(opening, source) {
  if (opening.tagName.getText(source) === 'svg') return true;
  return opening.attributes.properties.some(
    (attribute) =>
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText(source) === 'aria-hidden' &&
      (!attribute.initializer || /^(?:"true"|\{true\})$/.test(attribute.initializer.getText(source))),
  );
}

test('the catalogues were found', () => {
  assert.ok(catalogues.length >= 6, `catalogues: ${catalogues.map((c) => c.name).join(', ')}`);
  assert.ok(catalogues.every((catalogue) => catalogue.keys.length > 0));
  assert.deepEqual(
    catalogueFiles.filter((file) => !catalogues.some((catalogue) => join(root, catalogue.file) === file)),
    [],
    'every file in src/messages/ exports a catalogue',
  );
});

test('no key is in two catalogues', () => {
  /** @type {Map<string, string>} */
  const seen = new Map();
  const twice = [];
  for (const { name, keys } of catalogues)
    for (const key of keys) {
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`);
      else seen.set(key, name);
    }
  assert.deepEqual(twice, [], `keys in two catalogues:\n${twice.join('\n')}`);
});

/** The catalogue entries that stand in a `// spec §…` group, with their catalogue's name. */
const marked = catalogues.flatMap(({ name, entries }) =>
  entries.filter((entry) => entry.spec).map((entry) => ({ ...entry, name })),
);

test('the spec’s texts are marked in src/messages/', (t) => {
  // The markers were read: the spec's texts of §2, §5 and §8 are many more than this.
  assert.ok(marked.length >= 90, `only ${marked.length} texts are marked as the spec's`);
  const empty = marked.filter(({ words }) => words.length === 0).map(({ name, key }) => `${name}.${key}`);
  assert.deepEqual(empty, [], `texts marked as the spec's with no words to check:\n${empty.join('\n')}`);
  const unnamed = catalogueFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /^\s*\/\/ spec §/.test(line) && !/^\s*\/\/ spec §\d/.test(line)
          ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  assert.deepEqual(unnamed, [], `spec markers that name no section:\n${unnamed.join('\n')}`);
  if (!hasSpec) t.diagnostic(`${specFile} is absent: the word-for-word comparison with the spec is not run`);
});

// Only where the spec is present: a clone in any folder passes the rest (docs/testing.md).
if (hasSpec)
  test('every text marked as the spec’s is in the spec word for word', () => {
    const spec = readFileSync(specFile, 'utf8');
    /**
     * In the spec as words of their own: quoted whole, or in its prose with no letter or digit
     * touching either end. A whole string may not be the start of a longer quoted text ('An error
     * occurred' is not the spec's 'An error occurred, please refresh …'); a template's fixed part may.
     * @param {{ words: string, whole: boolean }} piece
     */
    const inSpec = ({ words, whole }) => {
      if (spec.includes(`'${words}'`)) return true;
      for (let at = spec.indexOf(words); at >= 0; at = spec.indexOf(words, at + 1)) {
        const before = spec[at - 1] ?? ' ';
        const after = spec[at + words.length] ?? ' ';
        if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
        if (!whole || before !== "'") return true;
      }
      return false;
    };
    const missing = marked.flatMap(({ name, key, words }) =>
      words.filter((piece) => !inSpec(piece)).map(({ words }) => `${name}.${key}: "${words}"`),
    );
    // The call times are the spec's words kept in src/rules.json (the server checks them too).
    const { rules } = JSON.parse(readFileSync(join(src, 'rules.json'), 'utf8'));
    for (const words of rules.CALL_TIMES.value)
      if (!inSpec({ words, whole: true })) missing.push(`rules.json CALL_TIMES: "${words}"`);
    assert.deepEqual(missing, [], `texts marked as the spec's that it does not have:\n${missing.join('\n')}`);
  });

test('every catalogue key is used by a source file in src/', () => {
  // The shared booking words are code too: their functions (rows, terms) use their own texts.
  const code = [...codeFiles, sharedCatalogue].map((file) => readFileSync(file, 'utf8')).join('\n');
  const unused = catalogues.flatMap(({ name, file, keys }) =>
    keys
      .filter((key) => !new RegExp(`\\b${name}(?:\\.${key}\\b|\\[['"]${key}['"]\\])`).test(code))
      .map((key) => `${file}: ${name}.${key}`),
  );
  assert.deepEqual(unused, [], `keys no component or module uses:\n${unused.join('\n')}`);
});

test('no component renders a string literal that is not a catalogue text', () => {
  const found = [];
  for (const file of codeFiles.filter((name) => name.endsWith('.tsx'))) {
    const source = parse(file);
    const where = (node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isJsxElement(node) && isArtwork(node.openingElement, source)) {
        visit(node.openingElement);
        return;
      }
      if (ts.isJsxText(node)) {
        const text = node.text.replace(/\s+/g, ' ').trim();
        if (/\p{L}/u.test(text) && !allTexts.has(text)) found.push(`${where(node)} text "${text}"`);
      } else if (ts.isJsxAttribute(node) && node.initializer && SPOKEN.has(node.name.getText(source))) {
        const value = ts.isStringLiteral(node.initializer)
          ? node.initializer
          : ts.isJsxExpression(node.initializer) &&
              node.initializer.expression &&
              ts.isStringLiteralLike(node.initializer.expression)
            ? node.initializer.expression
            : undefined;
        if (value && /\p{L}/u.test(value.text) && !allTexts.has(value.text))
          found.push(`${where(node)} ${node.name.getText(source)}="${value.text}"`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  assert.deepEqual(found, [], `inline user-facing strings (move them to a catalogue):\n${found.join('\n')}`);
});
