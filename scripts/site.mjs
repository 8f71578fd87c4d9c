// @ts-check
/**
 * The site's facts (src/site.json, schema: src/site.schema.json): the `#chw-config` keys with
 * their defaults and the plugin's sanitiser for each, and the content pages. scripts/islands.mjs `generate` writes these targets
 * beside the island ones, so `npm run generate` and the islands test (stale files) cover them.
 */
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readChecked } from './schemaProblems.mjs';
import { php, phpArrayMethod, phpClassFile, phpConst, phpTr as tr } from './islands/php.mjs';

/** The schema (src/site.schema.json) is read from this checkout, whichever root the facts come from. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * One config key.
 * @typedef {object} ConfigKey
 * @property {string} doc
 * @property {string} default the bundle's default (and the demo's, unless the demo sets it)
 * @property {Setting} [setting] a plugin setting
 */

/**
 * A plugin setting: its default, its sanitiser (Settings::sanitize_value) and its field on the
 * settings page.
 * @typedef {object} Setting
 * @property {string} default
 * @property {SanitizeKind} sanitize
 * @property {string} label
 * @property {'url' | 'text' | 'tel'} input the field's input type
 * @property {string} help
 */

/** @typedef {'url' | 'origin' | 'path' | 'stripeKey' | 'cookiePrefix' | 'surveyUrl' | 'timeZone' | 'phone'} SanitizeKind */

/**
 * A content page (no island).
 * @typedef {object} ContentPage
 * @property {string} path
 * @property {string} [route] the config route key it serves
 * @property {string} title
 * @property {string} heading
 * @property {string} content the demo's body for it (demo/pages/content.mjs)
 * @property {string} text the plugin's placeholder text on the page it creates
 */

/**
 * A brand setting of the plugin: the token it sets, how it is checked, and its field.
 * @typedef {object} BrandSetting
 * @property {string} token a --chw-* token of src/ui/theme.css
 * @property {'colour' | 'radius'} kind
 * @property {number} [max] the largest radius
 * @property {string} label
 * @property {string} help
 * @property {string} invalid the settings error when a value is refused
 */

/** @typedef {{ config: Record<string, ConfigKey>, brand: Record<string, BrandSetting>, contentPages: ContentPage[] }} Site */

/**
 * A token's default in src/ui/theme.css (the brand fields' placeholder): `#0b5cad`, or `6` for
 * `6px`. Throws when the sheet does not declare it.
 * @param {string} token
 */
function tokenDefault(token) {
  const sheet = readFileSync(join(ROOT, 'src/ui/theme.css'), 'utf8');
  const value = new RegExp(`^\\s*${token}:\\s*([^;]+);`, 'm').exec(sheet)?.[1].trim();
  if (!value) throw new Error(`src/site.json brand: src/ui/theme.css declares no ${token}`);
  return value.replace(/px$/, '');
}

/**
 * Reads src/site.json, checked against src/site.schema.json; throws a list of problems.
 * @param {string} root @returns {Site}
 */
export function readSite(root) {
  return readChecked(ROOT, root, 'src/site.json');
}

/** Content route key → path. @param {Site} site */
export const contentRoutes = (site) =>
  Object.fromEntries(site.contentPages.filter((page) => page.route).map((page) => [page.route, page.path]));

/** @param {Site} site @param {string} header */
export function configTs(site, header) {
  const fields = Object.entries(site.config).map(([key, { doc }]) => `  /** ${doc} */\n  ${key}: string;`);
  const defaults = Object.entries(site.config).map(([key, facts]) => `  ${key}: ${JSON.stringify(facts.default)},`);
  return `// ${header}

/** The \`#chw-config\` keys besides \`routes\` (src/site.json), each a string. */
export interface ConfigValues {
${fields.join('\n')}
}

/** The bundle's default for each key, used where the page's config leaves one out. */
export const configDefaults: ConfigValues = {
${defaults.join('\n')}
};
`;
}

/** @param {Site} site @param {string} header */
export function siteTablePhp(site, header) {
  const settingList = Object.entries(site.config).flatMap(([key, facts]) =>
    facts.setting ? [/** @type {[string, Setting]} */ ([key, facts.setting])] : [],
  );
  const settings = Object.fromEntries(
    settingList.map(([key, { default: value, sanitize }]) => [key, { default: value, sanitize }]),
  );
  const routes = Object.fromEntries(Object.entries(contentRoutes(site)).map(([key, path]) => [key, path.slice(1)]));
  /** @type {Array<[string, string]>} */
  const pages = site.contentPages.map((page) => [
    page.path.slice(1),
    `array( ${tr(page.title)}, ${tr(page.text)}, ${php(page.route ?? null)} )`,
  ]);
  /** @type {Array<[string, string]>} */
  const labels = site.contentPages.filter((page) => page.route).map((page) => [String(page.route), tr(page.title)]);
  const brandTable = Object.fromEntries(
    Object.entries(site.brand).map(([key, { token, kind, max = 0 }]) => [
      key,
      { token, kind, max, placeholder: tokenDefault(token) },
    ]),
  );
  /** @type {Array<[string, string]>} */
  const brandFields = Object.entries(site.brand).map(([key, { max = 0, label, help, invalid }]) => {
    /** @param {string} text */
    const fill = (text) => text.replaceAll('{default}', brandTable[key].placeholder).replaceAll('{max}', String(max));
    return [key, `array( ${tr(label)}, ${tr(fill(help))}, ${tr(fill(invalid))} )`];
  });
  /** @type {Array<[string, string]>} */
  const fields = settingList.map(([key, setting]) => [
    key,
    `array( ${tr(setting.label)}, ${php(setting.input)}, ${tr(setting.help)} )`,
  ]);
  return phpClassFile({
    summary: 'The site table.',
    header,
    doc: [
      "The plugin's settings (config key => default and sanitiser kind, see Settings::sanitize_value)",
      'and the content pages activation creates.',
    ],
    name: 'SiteTable',
    members: [
      phpConst(
        [
          "Config key => array( 'default' => …, 'sanitize' => kind ).",
          '',
          '@var array<string, array{default: string, sanitize: string}>',
        ],
        'SETTINGS',
        settings,
      ),
      phpConst(
        ['Content route key => default page path (relative to the site root).', '', '@var array<string, string>'],
        'CONTENT_ROUTES',
        routes,
      ),
      phpArrayMethod({
        doc: ['The content pages activation creates: path => array( title, placeholder text, route key or null ).'],
        returns: 'array<string, array{0: string, 1: string, 2: ?string}>',
        name: 'content_pages',
        pairs: pages,
      }),
      phpArrayMethod({
        doc: ["The settings page's fields: config key => array( label, input type, help )."],
        returns: 'array<string, array{0: string, 1: string, 2: string}>',
        name: 'fields',
        pairs: fields,
      }),
      phpConst(
        [
          "The brand settings, each a --chw-* token: setting key => array( 'token', 'kind' ('colour' or",
          "'radius'), 'max' (the largest radius), 'placeholder' (the token's default in theme.css) ).",
          '',
          '@var array<string, array{token: string, kind: string, max: int, placeholder: string}>',
        ],
        'BRAND',
        brandTable,
      ),
      phpArrayMethod({
        doc: ["The brand settings' fields: setting key => array( label, help, error when a value is refused )."],
        returns: 'array<string, array{0: string, 1: string, 2: string}>',
        name: 'brand_fields',
        pairs: brandFields,
      }),
      phpArrayMethod({
        doc: ['Labels of the content route keys, for the settings page.'],
        returns: 'array<string, string>',
        name: 'content_route_labels',
        pairs: labels,
      }),
    ],
  });
}

/** @param {Site} site @param {string} header */
export function demoSiteMjs(site, header) {
  const defaults = Object.fromEntries(Object.entries(site.config).map(([key, facts]) => [key, facts.default]));
  const pages = site.contentPages.map(({ path, title, heading, content }) => ({
    path,
    title,
    heading,
    islands: [],
    content,
  }));
  const brand = Object.fromEntries(Object.entries(site.brand).map(([key, { token }]) => [key, tokenDefault(token)]));
  return `// @ts-check
// ${header}

/** The bundle's config defaults (src/site.json). @type {Record<string, string>} */
export const CONFIG_DEFAULTS = ${JSON.stringify(defaults, null, 2)};

/** The brand settings' defaults: their tokens' values in src/ui/theme.css (the emails' colours). @type {Record<string, string>} */
export const BRAND_DEFAULTS = ${JSON.stringify(brand, null, 2)};

/** Content route key → path. @type {Record<string, string>} */
export const CONTENT_ROUTES = ${JSON.stringify(contentRoutes(site), null, 2)};

/** The content pages (no island). @type {Array<{path: string, title: string, heading: string, islands: string[], content: string}>} */
export const CONTENT_PAGES = ${JSON.stringify(pages, null, 2)};
`;
}
