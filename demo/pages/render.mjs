// @ts-check
/** HTML of the demo host pages: a plain marketing-site layout around the island placeholders. */
import { esc } from './content.mjs';
import { ISLAND_MIN_HEIGHT } from './routes.mjs';

const NAV = [
  ['/', 'Home'],
  ['/car-rental-locations/', 'Locations'],
  ['/specials', 'Specials'],
  ['/car-subscription', 'Car subscription'],
  ['/long-term-car-rental', 'Long-term rental'],
  ['/request-a-call', 'Request a call'],
  ['/sign-in', 'Staff sign in'],
];

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;background:#f8fafc;line-height:1.5}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:#111827;padding:8px 12px;z-index:10}
.skip:focus{left:8px;top:8px}
.site-header{background:#0b3d91;color:#fff}
.site-header .inner{max-width:1200px;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px}
.brand{color:#fff;font-weight:700;font-size:1.2rem;text-decoration:none}
.site-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
.site-nav a{color:#fff;text-decoration:none;display:inline-block;padding:6px 0}
.site-nav a:hover,.site-nav a[aria-current=page]{text-decoration:underline}
main{max-width:1200px;margin:0 auto;padding:24px 16px 48px}
main h1{font-size:1.75rem;margin:0 0 8px;color:#0b2b66}
.intro{margin:0 0 20px;max-width:65ch}
.build-note{background:#fef3c7;color:#78350f;border:1px solid #b45309;padding:12px 16px;border-radius:6px}
.link-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px;padding:0;list-style:none}
.deals,.reviews{list-style:none;padding:0;display:grid;gap:16px}
.deals li,.reviews li{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:16px}
.button{display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600}
.site-footer{background:#111827;color:#e5e7eb}
.site-footer .inner{max-width:1200px;margin:0 auto;padding:24px 16px;display:flex;flex-wrap:wrap;gap:8px 24px;justify-content:space-between}
.site-footer a{color:#bfdbfe}
${Object.entries(ISLAND_MIN_HEIGHT).map(([name, h]) => `[data-chw-island="${name}"]{min-height:${h}}`).join('\n')}
`;

/**
 * @typedef {{title: string, heading: string, intro?: string, body?: string, islands?: string[], islandProps?: Record<string, unknown>,
 *   config?: object, entry?: string | null, css?: string[], stripe?: boolean, path: string, assetsPath?: string}} PageInput
 */

/** JSON safe inside a script element. @param {unknown} value */
export const scriptJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** @param {PageInput} page */
export function renderPage(page) {
  const islands = page.islands ?? [];
  const hasIslands = islands.length > 0;
  const assets = page.assetsPath ?? '/assets/';
  const navPath = page.path.length > 1 ? page.path.replace(/\/+$/, '') : page.path;
  const nav = NAV.map(([href, label]) => {
    const current = (href.length > 1 ? href.replace(/\/+$/, '') : href) === navPath;
    return `<li><a href="${href}"${current ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`;
  }).join('');
  const props = page.islandProps && Object.keys(page.islandProps).length
    ? ` data-chw-props='${JSON.stringify(page.islandProps).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'` : '';
  const placeholders = islands.map((name) => `<div data-chw-island="${esc(name)}"${props}></div>`).join('\n');
  const head = [];
  if (hasIslands && page.entry) {
    for (const href of page.css ?? []) head.push(`<link rel="stylesheet" href="${esc(assets + href)}">`);
    head.push(`<link rel="modulepreload" href="${esc(assets + page.entry)}">`);
  }
  const scripts = [];
  if (hasIslands) {
    scripts.push(`<script type="application/json" id="chw-config">${scriptJson(page.config ?? {})}</script>`);
    if (page.stripe) scripts.push('<script defer src="/stripe-double/v3.js"></script>');
    if (page.entry) scripts.push(`<script type="module" src="${esc(assets + page.entry)}"></script>`);
  }
  const note = hasIslands && !page.entry
    ? '<p class="build-note" role="status">bundle not built — run npm run build</p>' : '';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)} | Car Hire Widgets demo</title>
<meta name="description" content="${esc(page.intro || `${page.title} — Car Hire Widgets demo site.`)}">
<link rel="icon" href="data:,">
<style>${CSS}</style>
${head.join('\n')}
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="site-header"><div class="inner">
<a class="brand" href="/">Car Hire Widgets demo</a>
<nav class="site-nav" aria-label="Main"><ul>${nav}</ul></nav>
</div></header>
<main id="main">
<h1>${esc(page.heading)}</h1>
${page.intro ? `<p class="intro">${esc(page.intro)}</p>` : ''}
${note}
${placeholders}
${page.body ?? ''}
</main>
<footer class="site-footer"><div class="inner">
<p>© ${new Date().getFullYear()} Car Hire Widgets demo. Prices in AUD and include GST.</p>
<p><a href="/terms-and-conditions">Terms and conditions</a> · <a href="/product-review">Reviews</a> · <a href="/car-rental-locations/">Locations</a></p>
</div></footer>
${scripts.join('\n')}
</body>
</html>
`;
}
