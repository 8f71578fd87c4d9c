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

/** Transforms CSS text into the JS module that injects it. */
export async function cssToModule(css, id, { minified = true } = {}) {
  // Vendor stylesheets (react-day-picker's rdp-, intl-tel-input's iti__) keep their own prefixes.
  const vendor = id.includes('/node_modules/');
  const plugins = vendor ? [] : [requireScope()];
  if (minified) plugins.push(minify());
  const result = await postcss(plugins).process(css, { from: id });
  const key = id.replace(/^.*\/src\//, '');
  return `import injectStyle from ${JSON.stringify(INJECT_ID)};\ninjectStyle(${JSON.stringify(key)}, ${JSON.stringify(result.css)});\n`;
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
      return { code: await cssToModule(code, id), map: { mappings: '' } };
    },
  };
}
