/**
 * Readers shared by the WordPress suites: the plugin's PHP files and its zip, its lines in the debug
 * log, and what a rendered page carries (placeholders, the config script).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { packagePlugin } from './package.mjs';
import { writeFakeBuild } from './wordpress-site.mjs';
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

/**
 * GETs a path of the site without following redirects.
 * @param {{ url: string }} site
 * @param {string} path
 * @param {{ cookie?: string }} [options] the session's cookie header
 */
export async function getPage(site, path, { cookie } = {}) {
  const response = await fetch(site.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * The plugin packaged as an editor gets it: the zip of wp-plugin/ with the build in `assetsDir`, or
 * without one a stand-in build; `files` are the zip's (relative to its carhire-widgets/ folder) and
 * `cleanup()` removes the temporary folders.
 * @param {string} [assetsDir]
 */
export function packagedPlugin(assetsDir) {
  const fakeAssets = assetsDir ? undefined : mkdtempSync(join(tmpdir(), 'chw-fake-build-'));
  if (fakeAssets) writeFakeBuild(fakeAssets);
  const zipDir = mkdtempSync(join(tmpdir(), 'chw-zip-'));
  const { outFile, files } = packagePlugin({
    pluginDir: pluginSource,
    assetsDir: assetsDir ?? /** @type {string} */ (fakeAssets),
    outFile: join(zipDir, 'carhire-widgets.zip'),
  });
  return {
    file: outFile,
    /** @type {string[]} */ files,
    cleanup() {
      for (const dir of [fakeAssets, zipDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
