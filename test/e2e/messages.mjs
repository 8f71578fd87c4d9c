/**
 * The bundle's message catalogue (src/messages.ts) for node tests: compiled on
 * the fly with esbuild so tests assert the very constants the UI renders.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(new URL('../../src/messages.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** Spec messages (§5, §8, screens). */
export const messages = module.messages;
/** Our own messages for states the spec does not cover. */
export const ownMessages = module.ownMessages;
