/**
 * The bundle's message catalogues (src/messages/<area>.ts) for node tests: bundled on the fly with
 * esbuild so tests assert the very constants the UI renders, in two views by the catalogues' own
 * marks (test/catalogues.mjs): the spec's texts and ours.
 */
import { buildSync } from 'esbuild';
import { basename } from 'node:path';
import { catalogueDir, catalogueFiles, readCatalogues } from '../catalogues.mjs';

const { outputFiles } = buildSync({
  stdin: {
    contents: catalogueFiles.map((file) => `export * from './${basename(file)}';`).join('\n'),
    resolveDir: catalogueDir,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  write: false,
});
const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);

/** @type {Record<string, any>} */
const spec = {};
/** @type {Record<string, any>} */
const own = {};
for (const { name, entries } of readCatalogues())
  for (const { key, spec: isSpec } of entries) (isSpec ? spec : own)[key] = module[name][key];

/** The spec's texts (§2, §5, §8), word for word: every key marked `// spec §…` in any area. */
export const messages = spec;

/** Our own texts: every other key of every area (`sharedMessages`, `bookingMessages`, …) in one object. */
export const ownMessages = own;
