/**
 * The plugin promises PHP 8.0 ("Requires PHP: 8.0"): every PHP file passes `php -l` under PHP 8.0
 * and 8.4 too, besides Debian's 8.2 (wordpress.test.mjs). PHP runs in Node from the pinned
 * @php-wasm packages (WordPress Playground's builds), so no other PHP needs installing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { phpFiles, pluginSource } from './site-readers.mjs';
import * as universal from '@php-wasm/universal';

/**
 * What this file uses of a PHP runtime (@php-wasm/universal's PHP class).
 * @typedef {object} PhpRuntime
 * @property {(path: string) => void} mkdir
 * @property {(path: string, data: string) => void} writeFile
 * @property {(argv: string[]) => Promise<{ exitCode: Promise<number>, stdoutText: Promise<string>, stderrText: Promise<string> }>} cli
 * @property {() => void} exit
 */
// @php-wasm/universal 3.1.54's index.d.ts says `export * from './lib'`, a directory import that NodeNext
// resolution cannot follow, so TypeScript sees none of its exports (Node loads index.js, which has them all).
const { loadPHPRuntime, PHP } =
  /** @type {{ loadPHPRuntime: (loader: unknown, options: object) => Promise<number>, PHP: new (runtimeId: number) => PhpRuntime }} */ (
    /** @type {unknown} */ (universal)
  );

/**
 * `php -l` of one source under a PHP version; a fresh runtime each time (its CLI runs once).
 * @param {unknown} loader the version's PHP loader module
 * @param {string} name
 * @param {string} source
 */
async function lint(loader, name, source) {
  const php = new PHP(await loadPHPRuntime(loader, {}));
  try {
    php.mkdir(dirname(`/plugin/${name}`));
    php.writeFile(`/plugin/${name}`, source);
    const result = await php.cli(['php', '-l', `/plugin/${name}`]);
    return { exitCode: await result.exitCode, output: `${await result.stdoutText}${await result.stderrText}`.trim() };
  } finally {
    php.exit();
  }
}

for (const [
  version,
  builds,
] of /** @type {Array<[version: string, builds: () => Promise<{ getPHPLoaderModule: () => Promise<unknown> }>]>} */ ([
  ['8.0', () => import('@php-wasm/node-8-0')],
  ['8.4', () => import('@php-wasm/node-8-4')],
])) {
  test(`php -l passes on every PHP file under PHP ${version}`, async () => {
    const loader = await (await builds()).getPHPLoaderModule();
    const files = phpFiles();
    assert.ok(files.includes('carhire-widgets.php') && files.includes('includes/IslandTable.php'), files.join(' '));
    for (const file of files) {
      const { exitCode, output } = await lint(loader, file, readFileSync(join(pluginSource, file), 'utf8'));
      assert.equal(exitCode, 0, `${file} under PHP ${version}: ${output}`);
      assert.match(output, /^No syntax errors detected/, file);
    }
    // The check bites: syntax this version lacks fails.
    const newer = version === '8.0' ? '<?php enum Mode { case On; }' : '<?php $x = ;';
    assert.notEqual((await lint(loader, 'probe.php', newer)).exitCode, 0, `a parse error is caught under ${version}`);
  });
}
