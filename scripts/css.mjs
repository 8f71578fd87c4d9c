import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * CSS for the bundle. Every `.css` import is processed here and shipped as a
 * style sheet *file* (never an injected <style>, so a site can run
 * `style-src 'self'`): one shared sheet for what the runtime and several islands
 * use, plus one sheet per island for what only that island uses. manifest.json
 * lists them; the host page (demo or plugin) links them in <head>.
 *
 * Three postcss steps run on our own files:
 * - scope: every selector names a `chw-` class or the placeholder attribute
 *   (docs/conventions.md "CSS"), so we cannot break the host; `:where(:root)` is allowed for
 *   rules that only declare `--chw-*` token defaults.
 * - boost: every selector gets two IDs' worth of specificity (see BOOST), so a
 *   theme's element and class selectors cannot beat ours, without !important.
 *   A selector that starts with `:where(` opts out: it is meant to be weak
 *   (token defaults, placeholder heights) so a host can override it.
 * - assets: relative url()s (intl-tel-input's flags) become files next to the sheet.
 * Vendor sheets (react-day-picker's `rdp-`, intl-tel-input's `iti__`) keep their
 * own prefixes but get the boost too, or the reset would undo them. Two IDs: a theme rule with one
 * ID (`#main input`) loses too.
 */

/**
 * Two IDs of specificity for every rule, as an ancestor that always matches: an
 * element has at most one id, so `:not(#chw-a#chw-b)` is true of every element.
 */
export const BOOST = ':not(#chw-a#chw-b)';

export const INJECT_ID = '\0chw-inject-style';

const scoped = /(\.chw-|\[data-chw)/;
const rootTokens = /^:where\(:root\)$/;

/**
 * postcss plugin: fail on selectors outside the chw- scope.
 * @type {import('postcss').PluginCreator<void>}
 */
const requireScope = () => ({
  postcssPlugin: 'chw-require-scope',
  Rule(rule) {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) {
      if (rootTokens.test(selector.trim())) {
        rule.each((node) => {
          if (node.type === 'decl' && !node.prop.startsWith('--chw-'))
            throw node.error(':where(:root) may only declare --chw-* tokens.');
        });
        continue;
      }
      if (!scoped.test(selector)) throw rule.error(`Unscoped selector "${selector}": use a chw- class.`);
    }
  },
  AtRule: {
    keyframes(atRule) {
      if (!atRule.params.startsWith('chw-')) throw atRule.error('Keyframes must be named chw-…');
    },
  },
});
requireScope.postcss = true;

/**
 * The layout breakpoint as media features named once (src/rules.json WIDE_MIN_WIDTH): our sheets
 * write `@media (--chw-wide)` and `@media (--chw-narrow)`, since browsers have no custom media
 * queries yet; this step writes the widths in.
 */
const WIDE_MIN_WIDTH = /** @type {{ rules: { WIDE_MIN_WIDTH: { value: number } } }} */ (
  JSON.parse(readFileSync(new URL('../src/rules.json', import.meta.url), 'utf8'))
).rules.WIDE_MIN_WIDTH.value;
/** @type {Record<string, string>} */
export const CUSTOM_MEDIA = {
  '--chw-wide': `min-width: ${WIDE_MIN_WIDTH}px`,
  '--chw-narrow': `max-width: ${WIDE_MIN_WIDTH - 1}px`,
};

/**
 * postcss plugin: `(--chw-wide)` / `(--chw-narrow)` in `@media` become their widths; an unknown
 * `--chw-` media name, or the layout breakpoint's width written by hand, fails the build. (A
 * component's own narrower widths, such as a dialog's 500 px, are its own.)
 * @type {import('postcss').PluginCreator<void>}
 */
const customMedia = () => ({
  postcssPlugin: 'chw-custom-media',
  AtRule: {
    media(atRule) {
      if (new RegExp(`\\b(${WIDE_MIN_WIDTH}|${WIDE_MIN_WIDTH - 1})px`).test(atRule.params))
        throw atRule.error('Write the layout breakpoint as (--chw-wide) or (--chw-narrow) (src/rules.json).');
      atRule.params = atRule.params.replace(/\((--chw-[a-z-]+)\)/g, (whole, name) => {
        if (!(name in CUSTOM_MEDIA))
          throw atRule.error(`Unknown media ${name}: ${Object.keys(CUSTOM_MEDIA).join(', ')}.`);
        return `(${CUSTOM_MEDIA[name]})`;
      });
    },
  },
});
customMedia.postcss = true;

const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black|red|green|blue|gray|grey|silver|orange|yellow)\b/i;
const LENGTH = /(?:^|[\s(,])-?\d*\.?\d+(?:px|rem|em|%|pt|vw|vh)\b/;

/**
 * postcss plugin: every colour, radius, shadow and font size is a --chw-* token
 * (theming through tokens, docs/conventions.md "CSS"). Literals are allowed only where the tokens are declared, on
 * :where(:root); `0`, `1em`, `inherit` and var()/calc() of tokens pass.
 * @type {import('postcss').PluginCreator<void>}
 */
const requireTokens = () => ({
  postcssPlugin: 'chw-require-tokens',
  Declaration(decl) {
    for (const [, name] of decl.value.matchAll(/var\(\s*(--chw-[\w-]+)/g))
      if (!declaredTokens().has(name))
        throw decl.error(`${name} is not a token: declare it in src/ui/theme.css (a misspelt name falls back unseen).`);
    const rule = decl.parent;
    if (rule?.type === 'rule' && rule.selectors.every((selector) => rootTokens.test(selector.trim()))) return;
    const value = decl.value.replace(/var\([^()]*(?:\([^()]*\)[^()]*)*\)/g, 'TOKEN');
    const prop = decl.prop.toLowerCase();
    const fail = (what) => {
      throw decl.error(`${what} "${decl.value}" is not a --chw-* token (declare it in src/ui/theme.css).`);
    };
    if (COLOUR.test(value) && !/url\(/.test(value)) fail('Colour');
    if (/radius/.test(prop) && LENGTH.test(value.replace(/\b0(?:px)?\b/g, ''))) fail('Radius');
    if (/shadow/.test(prop) && !/^(?:none|TOKEN)$/.test(value.trim())) fail('Shadow');
    if (prop === 'font-size' && !/^(?:TOKEN|1em|100%|inherit)$/.test(value.trim())) fail('Font size');
  },
});
requireTokens.postcss = true;

/**
 * Tokens no sheet declares on purpose: --chw-bar-clearance is set from script (useBarClearance);
 * --chw-font only a site sets (unset, the islands inherit the site's typeface: theme.css).
 */
const RUNTIME_TOKENS = ['--chw-bar-clearance', '--chw-font'];
/** @type {Set<string> | undefined} */
let tokens;
/** Every --chw-* custom property declared in a sheet under src/ (theme.css, the generated heights.css), read once. */
function declaredTokens() {
  if (tokens) return tokens;
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  tokens = new Set(RUNTIME_TOKENS);
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')))
    for (const [, name] of readFileSync(join(src, file), 'utf8').matchAll(/(--chw-[\w-]+)\s*:/g)) tokens.add(name);
  return tokens;
}

/**
 * postcss plugin: prefixes every selector with BOOST (see above).
 * @type {import('postcss').PluginCreator<void>}
 */
const boost = () => ({
  postcssPlugin: 'chw-boost',
  Rule(rule) {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    if (rule.selectors.every((selector) => selector.startsWith(BOOST) || selector.trim().startsWith(':where('))) return;
    rule.selectors = rule.selectors.map((selector) => {
      const trimmed = selector.trim();
      if (trimmed.startsWith(BOOST) || trimmed.startsWith(':where(')) return trimmed;
      // Vendor sheets declare their own custom properties on :root (intl-tel-input's --iti-*).
      if (trimmed === ':root' && rule.nodes.every((node) => node.type !== 'decl' || node.prop.startsWith('--')))
        return ':where(:root)';
      if (/^(html|:root|body)\b/.test(trimmed)) throw rule.error(`"${trimmed}" styles the host page.`);
      return `${BOOST} ${trimmed}`;
    });
  },
});
boost.postcss = true;

/**
 * postcss plugin: rem → px (16px a rem). A theme's `html { font-size: 62.5% }` would
 * otherwise shrink react-day-picker's buttons and any rem of ours.
 * @type {import('postcss').PluginCreator<void>}
 */
const remToPx = () => ({
  postcssPlugin: 'chw-rem-to-px',
  Declaration(decl) {
    if (!/\d(?:\.\d+)?rem\b/.test(decl.value)) return;
    decl.value = decl.value.replace(
      /(-?\d*\.?\d+)rem\b/g,
      (_match, number) => `${Number((Number(number) * 16).toFixed(3))}px`,
    );
  },
});
remToPx.postcss = true;

/**
 * Minifies lightly: drops comments and collapses whitespace.
 * @type {import('postcss').PluginCreator<void>}
 */
const minify = () => ({
  postcssPlugin: 'chw-minify',
  OnceExit(root) {
    root.walkComments((comment) => {
      comment.remove();
    });
    root.walk((node) => {
      if (node.raws) {
        node.raws.before = '';
        node.raws.after = '';
        node.raws.between = node.type === 'decl' ? ':' : '';
        if (node.type === 'rule' || node.type === 'atrule') node.raws.semicolon = false;
      }
    });
  },
});
minify.postcss = true;

const URL_PATTERN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
/** @param {string} url */
const isRelative = (url) => !/^(data:|[a-z]+:|\/|#)/i.test(url.trim());
/** @param {number} index */
const token = (index) => `__chw_asset_${index}__`;

/**
 * postcss plugin: relative url()s become tokens, and their files are collected.
 * @param {string[]} files
 * @param {string} from
 * @returns {import('postcss').Plugin}
 */
const collectAssets = (files, from) => ({
  postcssPlugin: 'chw-assets',
  Once(root) {
    root.walkDecls((decl) => {
      if (!decl.value.includes('url(')) return;
      decl.value = decl.value.replace(URL_PATTERN, (match, _quote, url) => {
        if (!isRelative(url)) return match;
        files.push(resolve(dirname(from), url.replace(/[?#].*$/, '')));
        return `url(${token(files.length - 1)})`;
      });
    });
  },
});

/**
 * Checks, boosts and (optionally) minifies one CSS file. Returns the CSS with
 * `__chw_asset_N__` tokens where relative url()s were, and the files they name.
 * @param {string} css
 * @param {string} id the file's path
 * @param {{ minified?: boolean }} [options]
 * @returns {Promise<{ css: string, files: string[] }>}
 */
export async function processCss(css, id, { minified = true } = {}) {
  const vendor = id.includes('/node_modules/');
  const files = [];
  const plugins = vendor ? [] : [requireScope(), requireTokens(), customMedia()];
  plugins.push(boost(), remToPx(), collectAssets(files, id));
  if (minified) plugins.push(minify());
  const result = await postcss(plugins).process(css, { from: id });
  return { css: result.css, files };
}

/**
 * Puts URLs in place of the asset tokens.
 * @param {string} css
 * @param {string[]} urls
 */
export function fillAssetUrls(css, urls) {
  return urls.reduce((text, url, index) => text.replace(token(index), JSON.stringify(url)), css);
}

/** Dev server default: the file's path from the project root, which web-test-runner serves. */
/** @param {string} file */
const rootPath = (file) => `/${relative(process.cwd(), file)}`;

/**
 * The unit-test server's form: a JS module that injects the (processed) rules.
 * Tests only: the shipped bundle links files instead (see chwCss).
 * @param {string} css
 * @param {string} id the file's path
 * @param {{ minified?: boolean, assetUrl?: (file: string) => string | Promise<string> }} [options]
 */
export async function cssToModule(css, id, { minified = true, assetUrl = rootPath } = {}) {
  const processed = await processCss(css, id, { minified });
  const text = fillAssetUrls(processed.css, await Promise.all(processed.files.map(assetUrl)));
  const key = id.replace(/^.*\/src\//, '');
  return `import injectStyle from ${JSON.stringify(INJECT_ID)};\ninjectStyle(${JSON.stringify(key)}, ${JSON.stringify(text)});\n`;
}

/**
 * Orders the CSS modules reachable from `roots` as a browser would have applied
 * them had each import injected its rules: depth first, imports before importer,
 * static imports before dynamic ones. `stop` ends the walk at a module.
 * @param {import('rollup').GetModuleInfo} getModuleInfo
 * @param {string[]} roots
 * @param {(id: string) => boolean} [stop]
 * @returns {string[]}
 */
function cssOrder(getModuleInfo, roots, stop = () => false) {
  const seen = new Set();
  const order = [];
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = getModuleInfo(id);
    if (!info) return;
    if (id.endsWith('.css')) order.push(id);
    for (const next of info.importedIds) visit(next);
    for (const next of info.dynamicallyImportedIds) if (!stop(next)) visit(next);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * The style sheets chwCss wrote: the shared one (null when nothing is shared) and each island's own.
 * @typedef {{ shared: string | null, islands: Record<string, string[]> }} Sheets
 */

/**
 * The Rollup plugin: `.css` imports become empty modules; generateBundle writes
 * `chw-[hash].css` (shared) and `chw-<island>-[hash].css`, and returns their
 * names through `onSheets` for the manifest.
 * @param {{ onSheets?: (sheets: Sheets) => void }} [options]
 * @returns {import('rollup').Plugin}
 */
export function chwCss({ onSheets } = {}) {
  /** @type {Map<string, {css: string, refs: string[]}>} */
  const sheets = new Map();
  return {
    name: 'chw-css',
    buildStart() {
      sheets.clear();
    },
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const { css, files } = await processCss(code, id);
      const refs = [];
      for (const file of files) {
        this.addWatchFile(file);
        refs.push(this.emitFile({ type: 'asset', name: basename(file), source: await readFile(file) }));
      }
      sheets.set(id, { css, refs });
      return { code: 'export {};', map: { mappings: '' }, moduleSideEffects: 'no-treeshake' };
    },
    generateBundle(_options, bundle) {
      const getModuleInfo = (id) => this.getModuleInfo(id);
      const entry = Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .find((chunk) => chunk.isEntry);
      const registry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]islands[\\/]registry\.ts$/.test(id));
      if (!entry?.facadeModuleId || !registry) throw new Error('chw-css: entry or island registry not found.');
      // The registry also imports each island's prefetch.ts: an island is its index.ts.
      const islandIds = new Map(
        getModuleInfo(registry)
          .dynamicallyImportedIds.filter((id) => /[\\/]index\.tsx?$/.test(id))
          .map((id) => [basename(dirname(id)), id]),
      );
      const isIsland = (id) => [...islandIds.values()].includes(id);
      // One global order, so the split sheets keep the order the rules had.
      const global = cssOrder(getModuleInfo, [entry.facadeModuleId]);
      const base = new Set(cssOrder(getModuleInfo, [entry.facadeModuleId], isIsland));
      const perIsland = new Map([...islandIds].map(([name, id]) => [name, new Set(cssOrder(getModuleInfo, [id]))]));
      // Shared: what the runtime needs (tokens, reset, placeholders, overlay, error
      // state), theme.css first. Everything else goes in the island's own sheet,
      // even when another island uses it too: the demo and the usual site have one
      // island a page, so a page loads exactly what it shows, and a sheet keeps the
      // order its rules had (Calendar.css after react-day-picker's).
      const theme = global.filter((id) => /[\\/]src[\\/]ui[\\/]theme\.css$/.test(id));
      const shared = [...theme, ...global.filter((id) => base.has(id) && !theme.includes(id))];
      const write = (ids, stem) => {
        if (!ids.length) return null;
        const css = ids
          .map((id) =>
            fillAssetUrls(
              sheets.get(id).css,
              sheets.get(id).refs.map((ref) => this.getFileName(ref)),
            ),
          )
          .join('\n');
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
        const fileName = `${stem}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        return fileName;
      };
      /** @type {Sheets} */
      const result = { shared: write(shared, 'chw'), islands: {} };
      for (const [name, set] of perIsland) {
        const own = global.filter((id) => set.has(id) && !shared.includes(id));
        const file = write(own, `chw-${name}`);
        result.islands[name] = file ? [file] : [];
      }
      onSheets?.(result);
    },
  };
}
