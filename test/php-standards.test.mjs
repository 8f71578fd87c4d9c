/**
 * The plugin against the WordPress Coding Standards (phpcs.xml.dist: WordPress-Extra and
 * WordPress-Docs, the rules Plugin Check and a plugin-directory review run), with the copy of
 * PHP_CodeSniffer in tools/vendor/phpcs so a fresh clone needs only Debian's php-cli and php-xml.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs phpcs with the repo's ruleset; `files` replaces the ruleset's own file list.
 * @param {string[]} [files]
 */
function phpcs(files = []) {
  const run = spawnSync(
    'php',
    ['tools/vendor/phpcs/bin/phpcs', '--standard=phpcs.xml.dist', '--report=json', '-q', ...files],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.error)
    throw new Error(`php is needed for this suite (apt-get install php-cli php-xml): ${run.error.message}`);
  /** @type {{ totals: { errors: number, warnings: number }, files: Record<string, { messages: Array<{ source: string, line: number, message: string }> }> }} */
  const report = JSON.parse(run.stdout);
  const findings = Object.entries(report.files).flatMap(([file, { messages }]) =>
    messages.map((m) => `${file.replace(root, '')}:${m.line} ${m.source}: ${m.message}`),
  );
  return { totals: report.totals, findings };
}

test('the plugin has no error or warning under the WordPress Coding Standards', () => {
  const { totals, findings } = phpcs();
  assert.deepEqual(findings, []);
  assert.equal(totals.errors + totals.warnings, 0);
});

test('the standard catches an unescaped output in a plugin file', () => {
  // A plugin-shaped file outside wp-plugin/ (so nothing of the plugin changes), with the
  // classic mistake: request data echoed as it came.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'phpcs-'));
  try {
    const file = join(dir, 'Unescaped.php');
    writeFileSync(
      file,
      "<?php\n/**\n * A file with an unescaped echo.\n *\n * @package CarHireWidgets\n */\n\nnamespace CarHireWidgets;\n\necho $_GET['x'];\n",
    );
    const { findings } = phpcs([file]);
    assert.ok(
      findings.some((f) => f.includes('WordPress.Security.EscapeOutput.OutputNotEscaped')),
      findings.join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
