#!/usr/bin/env node
/**
 * One folder per island owns its facts (docs/conventions.md "Islands own their facts"): `src/islands/<name>/island.json` holds the
 * name, shortcode, attributes and their schema, reserved heights, pages and messages area
 * (schema: src/islands/island.schema.json; read and checked by scripts/islands/facts.mjs). This
 * script writes everything else from them, one writer per target in scripts/islands/:
 *
 * - `src/islands/registry.ts`: name → lazy import of `./<name>/index` (the mounter's registry),
 *   registryTs.mjs;
 * - `src/islands/heights.css`: the placeholder heights (wide, and `(--chw-narrow)`), in the shared
 *   sheet, heightsCss.mjs;
 * - `wp-plugin/includes/IslandTable.php`: shortcodes, allowed attributes, heights, pages, routes,
 *   islandTablePhp.mjs;
 * - `wp-plugin/blocks/<name>/block.json`: the block `carhire-widgets/<name>` (apiVersion 2),
 *   blockJson.mjs;
 * - `demo/pages/islands.generated.mjs`: the demo's island pages, heights and route paths,
 *   demoPagesMjs.mjs;
 * - `src/routes.generated.ts`: the default path of each route (src/config.ts's defaults),
 *   routesTs.mjs;
 * - `src/islands/<name>/attributes.generated.ts`: the island's attribute rules
 *   (src/lib/parseAttributes.ts), attributesTs.mjs.
 *
 * And from `src/site.json` (scripts/site.mjs): `src/config.generated.ts` (config keys, their docs
 * and defaults), `wp-plugin/includes/SiteTable.php` (each setting's default and sanitiser, the
 * content pages) and `demo/pages/site.generated.mjs`.
 *
 * And from `src/rules.json` (scripts/rules.mjs): the shared business limits as
 * `src/rules.generated.ts` (numbers and strings), `src/ruleLists.generated.ts` (lists),
 * `demo/lib/rules.generated.mjs` and `wp-plugin/includes/RulesTable.php`.
 *
 * `npm run generate` (and `npm run build`, before rollup) writes them; `--check` writes nothing
 * and exits 1 naming every stale file (test/islands.test.mjs runs it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attributesTs } from './islands/attributesTs.mjs';
import { blockJson } from './islands/blockJson.mjs';
import { demoPagesMjs } from './islands/demoPagesMjs.mjs';
import { BLOCKS_DIR, HEADER, ISLANDS_DIR, readIslands, ROOT, validate } from './islands/facts.mjs';
import { heightsCss } from './islands/heightsCss.mjs';
import { islandTablePhp } from './islands/islandTablePhp.mjs';
import { registryTs } from './islands/registryTs.mjs';
import { routesTs } from './islands/routesTs.mjs';
import { readRules, rulesMjs, rulesTablePhp, rulesTs } from './rules.mjs';
import { configTs, demoSiteMjs, readSite, siteTablePhp } from './site.mjs';

export { normalise, readIslands, ROOT, validate } from './islands/facts.mjs';
/** @typedef {import('./islands/facts.mjs').IslandAttribute} IslandAttribute */

/**
 * Every generated file: relative path → content.
 * @param {string} root
 */
export function generate(root = ROOT) {
  const list = readIslands(root);
  validate(list);
  const site = readSite(root);
  const siteHeader = HEADER.replace('src/islands/<name>/island.json', 'src/site.json');
  const rules = readRules(root);
  const rulesHeader = HEADER.replace('src/islands/<name>/island.json', 'src/rules.json');
  /** @type {Map<string, string>} */
  const files = new Map([
    [`${ISLANDS_DIR}/registry.ts`, registryTs(list)],
    [`${ISLANDS_DIR}/heights.css`, heightsCss(list)],
    ['wp-plugin/includes/IslandTable.php', islandTablePhp(list)],
    ['demo/pages/islands.generated.mjs', demoPagesMjs(list)],
    ['src/routes.generated.ts', routesTs(list, site)],
    ['src/config.generated.ts', configTs(site, siteHeader)],
    ['wp-plugin/includes/SiteTable.php', siteTablePhp(site, siteHeader)],
    ['demo/pages/site.generated.mjs', demoSiteMjs(site, siteHeader)],
    ['src/rules.generated.ts', rulesTs(rules, rulesHeader, false)],
    ['src/ruleLists.generated.ts', rulesTs(rules, rulesHeader, true)],
    ['demo/lib/rules.generated.mjs', rulesMjs(rules, rulesHeader)],
    ['wp-plugin/includes/RulesTable.php', rulesTablePhp(rules, rulesHeader)],
  ]);
  for (const { island, folder } of list) {
    files.set(`${BLOCKS_DIR}/${island.name}/block.json`, blockJson(island));
    files.set(`${ISLANDS_DIR}/${folder}/attributes.generated.ts`, attributesTs(island));
  }
  return files;
}

/** Block folders without an island (a removed island leaves none behind). @param {string} root @param {Map<string, string>} files */
function orphanBlocks(root, files) {
  const dir = join(root, BLOCKS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !files.has(`${BLOCKS_DIR}/${entry.name}/block.json`))
    .map((entry) => `${BLOCKS_DIR}/${entry.name}`);
}

/**
 * The generated files that differ from what is on disk (and orphaned block folders).
 * @param {string} [root]
 */
export function staleFiles(root = ROOT) {
  const files = generate(root);
  const stale = [...files]
    .filter(([path, content]) => {
      const file = join(root, path);
      return !existsSync(file) || readFileSync(file, 'utf8') !== content;
    })
    .map(([path]) => path);
  return [...stale, ...orphanBlocks(root, files)];
}

/** Writes every generated file; returns the ones it changed. @param {string} [root] */
export function write(root = ROOT) {
  const files = generate(root);
  const changed = [];
  for (const [path, content] of files) {
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    changed.push(path);
  }
  for (const orphan of orphanBlocks(root, files)) {
    rmSync(join(root, orphan), { recursive: true, force: true });
    changed.push(orphan);
  }
  return changed;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(`Stale generated files (run npm run generate):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
  } else {
    const changed = write();
    if (changed.length) console.log(`islands: wrote ${changed.join(', ')}`);
  }
}
