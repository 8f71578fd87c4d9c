/**
 * The bundle's message catalogue (src/messages.ts and its per-area files
 * src/messages.<area>.ts) for node tests: bundled on the fly with esbuild so
 * tests assert the very constants the UI renders.
 */
import { buildSync } from 'esbuild';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const areaFiles = readdirSync(srcDir).filter((name) => /^messages\.\w+\.ts$/.test(name));
const contents = [
  `export { messages, ownMessages } from './messages.ts';`,
  ...areaFiles.map((name) => `export * from './${name}';`),
].join('\n');
const { outputFiles } = buildSync({
  stdin: { contents, resolveDir: srcDir, loader: 'ts' },
  bundle: true,
  format: 'esm',
  write: false,
});
const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);

/** Spec messages (§5, §8, screens). */
export const messages = module.messages;

/** Our own messages: the shared ones and every area's (`staffMessages`, `bookingMessages`, …) in one object. */
export const ownMessages = Object.assign(
  {},
  module.ownMessages,
  ...Object.entries(module)
    .filter(([name]) => name.endsWith('Messages') && name !== 'ownMessages')
    .map(([, value]) => value),
);
