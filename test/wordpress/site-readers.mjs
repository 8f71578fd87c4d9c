/**
 * Readers shared by the WordPress suites: the plugin's PHP files, its lines in the debug log, and
 * what a rendered page carries (placeholders, the config script).
 */
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The plugin's source folder. */
export const pluginSource = join(repo, 'wp-plugin');

/** Every PHP file of the plugin, relative to wp-plugin/. */
export function phpFiles(dir = pluginSource) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'assets' && dir === pluginSource) return [];
    if (statSync(path).isDirectory()) return phpFiles(path);
    return name.endsWith('.php') ? [relative(pluginSource, path)] : [];
  });
}

/** Lines of the debug log that come from the plugin's own files. */
export const pluginLogLines = (site) =>
  site
    .debugLog()
    .split('\n')
    .filter((line) => line.includes('/carhire-widgets/'));

/** How often `needle` stands in `haystack`. */
export function count(haystack, needle) {
  return haystack.split(needle).length - 1;
}

/** Placeholders of a page as {island, props} (props parsed from the escaped attribute). */
export function placeholders(html) {
  const found = [];
  for (const match of html.matchAll(
    /<div data-chw-island="([^"]*)"(?: data-chw-props='([^']*)')? class="([^"]*)"><\/div>/g,
  )) {
    const props =
      match[2] === undefined
        ? undefined
        : JSON.parse(match[2].replaceAll('&quot;', '"').replaceAll('&#039;', "'").replaceAll('&amp;', '&'));
    found.push({ island: match[1], props, className: match[3] });
  }
  return found;
}

/** The page's #chw-config as an object (asserts it has one). */
export function configOf(html) {
  const match = html.match(/<script type="application\/json" id="chw-config">([^<]*)<\/script>/);
  assert.ok(match, 'the page has a #chw-config script');
  return JSON.parse(match[1]);
}
