/**
 * Modules of src/ (TypeScript) for node tests, bundled on the fly with esbuild, so a test reads the
 * very constants the bundle ships (a stored-state version, a storage key) instead of a copy.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Imports bundled ES module text.
 * @param {string} code
 * @returns {Promise<any>}
 */
export function importBundled(code) {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * A module of the repo (a path from its root, e.g. `src/state/persistFormat.ts`), bundled with its
 * imports.
 * @param {string} path
 * @returns {Promise<any>}
 */
export function importSource(path) {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(`../${path}`, import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
  });
  return importBundled(outputFiles[0].text);
}
