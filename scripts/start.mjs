#!/usr/bin/env node
/**
 * `npm start`: builds the bundle when it is missing or older than the sources,
 * then runs the demo (reference API + host pages + assets) in the foreground.
 * Arguments are passed to demo/server.mjs (e.g. `npm start -- --reset`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = join(root, 'wp-plugin/assets/manifest.json');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const inputs = [
  join(root, 'src'),
  join(root, 'rollup.config.mjs'),
  join(root, 'scripts/css.mjs'),
  join(root, 'package-lock.json'),
];
const newestInput = Math.max(
  ...inputs.map((path) => (statSync(path).isDirectory() ? newestSource(path) : statSync(path).mtimeMs)),
);
if (!existsSync(manifest) || statSync(manifest).mtimeMs < newestInput) {
  console.log('Building the widget bundle…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'demo/server.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
