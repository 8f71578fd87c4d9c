import { readFile } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import postcss from 'postcss';

/**
 * CSS for the bundle: each `.css` import becomes a module that injects its
 * rules once into <head>. A small postcss plugin enforces the scope rule of
 * STYLE.md §9: every selector must name a `chw-` class or the placeholder
 * attribute, so the host theme cannot break us and we cannot break it.
 */

export const INJECT_ID = '\0chw-inject-style';

export const injectStyleSource = `
const done = new Set();
export default function injectStyle(id, css) {
  if (done.has(id) || typeof document === 'undefined') return;
  done.add(id);
  const style = document.createElement('style');
  style.setAttribute('data-chw-style', id);
  style.textContent = css;
  document.head.appendChild(style);
}
`;

const scoped = /(\.chw-|\[data-chw)/;

/** postcss plugin: fail on selectors outside the chw- scope. */
const requireScope = () => ({
  postcssPlugin: 'chw-require-scope',
  Rule(rule) {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) {
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

/** Minifies lightly: drops comments and collapses whitespace. */
const minify = () => ({
  postcssPlugin: 'chw-minify',
  OnceExit(root) {
    root.walkComments((comment) => comment.remove());
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
const isRelative = (url) => !/^(data:|[a-z]+:|\/|#)/i.test(url.trim());
const token = (index) => `__chw_asset_${index}__`;

/**
 * postcss plugin: relative `url(…)`s (intl-tel-input's flag sprites) become
 * tokens, and their files are collected, so the module can put in a URL that
 * works from any page: CSS injected into a <style> resolves URLs against the
 * page, not against the file the CSS came from.
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

/** Dev server default: the file's path from the project root, which web-test-runner serves. */
const rootPath = (file) => JSON.stringify(`/${relative(process.cwd(), file)}`);

/**
 * Transforms CSS text into the JS module that injects it. `assetUrl(file)`
 * returns a JS expression for the URL of a file a relative url() points to.
 */
export async function cssToModule(css, id, { minified = true, assetUrl = rootPath } = {}) {
  // Vendor stylesheets (react-day-picker's rdp-, intl-tel-input's iti__) keep their own prefixes.
  const vendor = id.includes('/node_modules/');
  const files = [];
  const plugins = vendor ? [] : [requireScope()];
  plugins.push(collectAssets(files, id));
  if (minified) plugins.push(minify());
  const result = await postcss(plugins).process(css, { from: id });
  const key = id.replace(/^.*\/src\//, '');
  let text = JSON.stringify(result.css);
  for (const [index, file] of files.entries()) {
    text = text.replace(token(index), `\\"" + ${await assetUrl(file)} + "\\"`);
  }
  return `import injectStyle from ${JSON.stringify(INJECT_ID)};\ninjectStyle(${JSON.stringify(key)}, ${text});\n`;
}

/** The Rollup plugin. */
export function chwCss() {
  return {
    name: 'chw-css',
    resolveId(source) {
      return source === INJECT_ID ? INJECT_ID : null;
    },
    load(id) {
      return id === INJECT_ID ? injectStyleSource : null;
    },
    async transform(code, id) {
      if (!id.endsWith('.css')) return null;
      // Files that CSS points to ship next to the chunks (assets/…); the URL is resolved from the chunk's own URL.
      const assetUrl = async (file) => {
        this.addWatchFile(file);
        const ref = this.emitFile({ type: 'asset', name: basename(file), source: await readFile(file) });
        return `import.meta.ROLLUP_FILE_URL_${ref}`;
      };
      return { code: await cssToModule(code, id, { assetUrl }), map: { mappings: '' } };
    },
  };
}
