/**
 * The plugin's PHP sources as they stand in wp-plugin/, without a WordPress: each passes `php -l`
 * under the machine's PHP and starts with an ABSPATH guard (test/wordpress/setup.sh installs php-cli).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phpFiles, pluginSource } from './site-readers.mjs';

test('php -l passes on every PHP file', () => {
  const files = phpFiles();
  assert.ok(files.includes('carhire-widgets.php') && files.includes('uninstall.php'));
  for (const file of files) {
    const result = spawnSync('php', ['-l', join(pluginSource, file)], { encoding: 'utf8' });
    assert.equal(result.status, 0, `${file}: ${result.stdout}${result.stderr}`);
  }
});

test('every PHP file starts with an ABSPATH guard', () => {
  for (const file of phpFiles()) {
    const source = readFileSync(join(pluginSource, file), 'utf8');
    assert.match(source, /defined\( 'ABSPATH' \) \|\| exit;/, file);
  }
});
