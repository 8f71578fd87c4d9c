/**
 * No import circle in src/ (docs/architecture.md, Layers): every `import`, `export … from` and
 * `import()` between our modules, type-only ones too, read with TypeScript's own pre-processor.
 * ESLint's import/no-cycle was no fit: eslint-plugin-import 2.32 does not accept eslint 10, and
 * eslint-plugin-import-x 4.18 skips type-only imports, so it saw neither circle this test replaced
 * (flows/BookingLayout ↔ flows/quote/ShareQuoteDialog, state/persistFormat ↔ state/persistMigrations).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/**
 * Every .ts and .tsx file under `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The module file a relative specifier names, or undefined (a package, CSS, JSON).
 * @param {string} from
 * @param {string} specifier
 */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/**
 * Each module's imports among our modules.
 * @param {string[]} files
 * @returns {Map<string, string[]>}
 */
export function importGraph(files) {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((path) => path !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * One circle through each strongly connected group of modules (Tarjan), as paths from `root`.
 * @param {Map<string, string[]>} graph
 * @param {string} root
 * @returns {string[][]}
 */
export function circles(graph, root) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const groups = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */ const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (group.length > 1 || selfImport) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  // A readable circle in each group: walk from its first member within the group until a repeat.
  return groups.map((group) => {
    const path = [group[0]];
    for (;;) {
      const next = (graph.get(path.at(-1) ?? '') ?? []).find((target) => group.includes(target)) ?? group[0];
      const seen = path.indexOf(next);
      if (seen >= 0) return [...path.slice(seen), next].map((file) => relative(root, file));
      path.push(next);
    }
  });
}

test('no import circle in src/', () => {
  const found = circles(importGraph(sources(SRC)), ROOT);
  assert.deepEqual(
    found.map((circle) => circle.join(' → ')),
    [],
  );
});

test('the check sees a circle, type-only and lazy imports included', () => {
  const graph = new Map([
    ['/a.ts', ['/b.ts']],
    ['/b.ts', ['/a.ts', '/c.ts']],
    ['/c.ts', []],
  ]);
  assert.deepEqual(circles(graph, '/'), [['b.ts', 'a.ts', 'b.ts']]);
  const { importedFiles } = ts.preProcessFile(
    "import type { A } from './a';\nexport { b } from './b';\nconst c = () => import('./c');",
    true,
    true,
  );
  assert.deepEqual(
    importedFiles.map(({ fileName }) => fileName),
    ['./a', './b', './c'],
  );
});
