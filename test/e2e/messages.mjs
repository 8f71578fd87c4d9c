/**
 * The bundle's message catalogues (src/messages/<area>.ts) for node tests: bundled on the fly with
 * esbuild so tests assert the very constants the UI renders, in two views by the catalogues' own
 * marks (test/catalogues.mjs): the spec's texts and ours.
 */
import { buildSync } from 'esbuild';
import { relative } from 'node:path';
import { catalogueDir, catalogueFiles, readCatalogues } from '../catalogues.mjs';
import { importBundled } from '../source.mjs';

const { outputFiles } = buildSync({
  stdin: {
    contents: catalogueFiles.map((file) => `export * from './${relative(catalogueDir, file)}';`).join('\n'),
    resolveDir: catalogueDir,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  write: false,
});
const module = await importBundled(outputFiles[0].text);

/** @type {Record<string, any>} */
const spec = {};
/** @type {Record<string, any>} */
const own = {};
for (const { name, entries } of readCatalogues())
  for (const { key, spec: isSpec } of entries) (isSpec ? spec : own)[key] = module[name][key];

/** Keys that `await`, `JSON.stringify`, `util.inspect` and matchers read to learn what an object is. */
const PROBED = new Set(['then', 'toJSON', 'inspect', 'nodeType', 'asymmetricMatch', '$$typeof']);

/**
 * A view that throws on a string key it does not hold, so a test that reads a key from the wrong
 * view (after a text moved in or out of a spec group) fails at once instead of handing `undefined`
 * to a locator. Symbols and the probed keys above pass through.
 * @param {Record<string, any>} view
 * @param {Record<string, any>} other
 */
const strict = (view, other) =>
  new Proxy(view, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || key in target || PROBED.has(key)) return Reflect.get(target, key, receiver);
      throw new Error(
        key in other ? `Unknown message key: ${key} (it is in the other view)` : `Unknown message key: ${key}`,
      );
    },
  });

/** The spec's texts (§2, §5, §8, §9), word for word: every key marked `// spec §…` in any area. */
export const messages = strict(spec, own);

/** Our own texts: every other key of every area (`sharedMessages`, `bookingMessages`, …) in one object. */
export const ownMessages = strict(own, spec);
