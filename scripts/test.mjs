#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, each with its own normal summary; a final
 * line `N passed, N failed` counts the suites. Exits non-zero if any failed.
 * Suites keep running after a failure so one run shows everything.
 *
 * Pass suite names to run a subset: `npm test -- unit e2e`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;

/**
 * The `*.test.mjs` files of a folder, listed explicitly: node 20's `--test <dir>`
 * would also load every helper module under a `test/` folder as a test file.
 * @param {string} dir
 */
const testFiles = (dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url))
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => `${dir}/${name}`);

/**
 * [name, command, args, env]: TZ pins the zone for the date tests (docs/testing.md "Clocks and zones").
 * @type {Array<[name: string, command: string, args: string[], env?: Record<string, string>]>}
 */
const suites = [
  // The code's own shape first: ESLint (type-aware rules, React hooks, the layer
  // boundaries of eslint.config.mjs) with no warning allowed, and Prettier's formatting.
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  // No import circle in src/, type-only and lazy imports included (test/imports.test.mjs says why not ESLint).
  ['imports', process.execPath, ['--test', 'test/imports.test.mjs']],
  // island.json → registry, heights.css, PHP island table, block.json, demo pages: stale files fail here.
  ['islands', process.execPath, ['--test', 'test/islands.test.mjs']],
  // api/openapi.yaml, the API contract: Redocly's lint, every call of src/api/ in it, src/rules.json's limits.
  ['openapi', process.execPath, ['--test', 'test/openapi.test.mjs']],
  // Every catalogue key is used in src/, and no component renders an inline string (docs/conventions.md "Messages").
  ['catalogue', process.execPath, ['--test', 'test/catalogue.test.mjs']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  // The reference server (demo/) is JavaScript with JSDoc types, checked strictly.
  ['typecheck demo', bin('tsc'), ['-p', 'tsconfig.demo.json']],
  // The tests, the build configs and scripts/ (JavaScript with JSDoc types too).
  ['typecheck tests', bin('tsc'), ['-p', 'tsconfig.test.json']],
  ['build', bin('rollup'), ['-c', '--silent']],
  ['build:react', bin('rollup'), ['-c', '--silent'], { CHW_RUNTIME: 'react' }],
  ['unit (Australia/Brisbane)', bin('web-test-runner'), [], { TZ: 'Australia/Brisbane' }],
  [
    'unit dates (America/Los_Angeles)',
    bin('web-test-runner'),
    [
      'src/lib/dates.test.ts',
      'src/ui/DateField.test.tsx',
      'src/lib/bookingWords.test.ts',
      'src/islands/manage-booking/manageText.test.ts',
    ],
    { TZ: 'America/Los_Angeles' },
  ],
  // A per-test timeout turns a hang into a failure instead of a stalled run.
  ['api', process.execPath, ['--test', '--test-timeout=120000', ...testFiles('demo/test')]],
  // The reference server proven against the same document the conformance run checks any API with
  // (scripts/conformance.mjs, issue 45): every journey's answers and the guards, on its own server.
  ['conformance', process.execPath, ['scripts/conformance.mjs']],
  // ...and proof that the run can fail: a reference server with a guard turned off fails it, naming the guard.
  ['conformance can fail', process.execPath, ['--test', 'test/conformance.test.mjs']],
  ['e2e', process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=180000', ...testFiles('test/e2e')]],
  // The main journeys, the engine-only defects and the key screens' geometry in Firefox ESR and
  // WebKit (Safari's engine): test/engines/, needs firefox-esr, webkit2gtk-driver and xvfb.
  [
    'engines',
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-timeout=300000', ...testFiles('test/engines')],
  ],
  // What a person sees: every screen at 390 and 1280 px against its reviewed baseline (test/visual/).
  [
    'visual',
    process.execPath,
    // One file of ~50 shots (about 2.5 minutes on a quiet machine): its timeout is the file's, so
    // it gets the room a loaded CI machine needs; each shot is still bounded by playwright's 30 s.
    ['--test', '--test-concurrency=1', '--test-timeout=600000', 'test/visual/visual.test.mjs'],
  ],
  // Installs Debian's WordPress, PHP and MariaDB when missing (root), then the suite; CI=1 makes it strict.
  ['wordpress setup', 'bash', ['test/wordpress/setup.sh']],
  // The plugin against the WordPress Coding Standards (phpcs.xml.dist, tools/vendor/phpcs); needs the
  // php-cli and php-xml the set-up above installs.
  // And its shortcode filter against the shared attribute-cases.json table.
  ['php-standards', process.execPath, ['--test', 'test/php-standards.test.mjs', 'test/php-attributes.test.mjs']],
  [
    'wordpress',
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-timeout=600000', ...testFiles('test/wordpress')],
    { CI: '1' },
  ],
];

const wanted = process.argv.slice(2);
const chosen = wanted.length ? suites.filter(([name]) => wanted.some((w) => name.startsWith(w))) : suites;
const results = [];
for (const [name, command, args, env] of chosen) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(
    `=== ${name}: ${ok ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`} in ${results.at(-1).seconds}s ===`,
  );
}

console.log('\nSuites:');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
