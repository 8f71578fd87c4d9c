/**
 * The plugin's shortcode filter (wp-plugin/includes/Shortcodes.php normalise()) against the shared
 * table of test/fixtures/attribute-cases.json, the same cases scripts/islands.mjs and
 * src/lib/parseAttributes.ts are tested with, so the generator, the bundle and PHP agree. Runs
 * with Debian's php-cli, outside WordPress (ABSPATH defined by hand).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ cases: Array<[rule: Record<string, unknown>, raw: string, kept: string]> }} */
const { cases } = JSON.parse(readFileSync(new URL('fixtures/attribute-cases.json', import.meta.url), 'utf8'));

const script = `
define('ABSPATH', __DIR__);
require 'wp-plugin/includes/IslandTable.php';
require 'wp-plugin/includes/Shortcodes.php';
$cases = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(fn ($c) => CarHireWidgets\\Shortcodes::normalise($c[0], $c[1]), $cases));
`;

test('Shortcodes::normalise keeps what attribute-cases.json says, case by case', () => {
  const run = spawnSync('php', ['-r', script], { cwd: root, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.error) throw new Error(`php is needed for this suite (apt-get install php-cli): ${run.error.message}`);
  assert.equal(run.stderr, '');
  /** @type {string[]} */
  const kept = JSON.parse(run.stdout);
  assert.equal(kept.length, cases.length);
  cases.forEach(([rule, raw, expected], index) =>
    assert.equal(kept[index], expected, `${JSON.stringify(rule)} ${JSON.stringify(raw)}`),
  );
});
