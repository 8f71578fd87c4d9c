// @ts-check
/** HTML of the demo host pages: a plain marketing-site layout around the island placeholders. */
import { esc } from './content.mjs';

const NAV = [
  ['/', 'Home'],
  ['/car-rental-locations/', 'Locations'],
  ['/specials', 'Specials'],
  ['/car-subscription', 'Car subscription'],
  ['/long-term-car-rental', 'Long-term rental'],
  ['/request-a-call', 'Request a call'],
  ['/sign-in', 'Staff sign in'],
];

/**
 * @typedef {{title: string, heading: string, intro?: string, body?: string, islands?: string[], islandProps?: Record<string, unknown>,
 *   config?: object, entry?: string | null, css?: string[], modules?: string[], stripe?: boolean, path: string, assetsPath?: string,
 *   tall?: string[]}} PageInput `tall`: the islands whose placeholder takes the screen's height (theme.css `[data-chw-tall]`)
 */

/**
 * The demo pages' Content-Security-Policy (the default; `CSP=off` sends none): the shipped policy of
 * a strict site, plus `frame-src 'self'` for the demo's own survey frame on /complete. The Stripe
 * double is served from this origin, so `'self'` already covers its script, style sheet and calls.
 * `base-uri 'none'`, `form-action 'self'` and `object-src 'none'` close what `default-src` does not:
 * an injected `<base>` re-pointing every relative script, a form posting elsewhere, plugins.
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self' https://js.stripe.com; style-src 'self'; " +
  "frame-src 'self' https://js.stripe.com; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * The style sheets a page with these islands links: the shared sheet, then each island's own.
 * @param {{css?: unknown, islands?: Record<string, {css?: unknown}>} | null} manifest @param {string[]} islands
 * @returns {string[]}
 */
export function stylesheetsFor(manifest, islands) {
  if (!manifest || !islands.length) return [];
  const list = (/** @type {unknown} */ value) => [value ?? []].flat().filter((file) => typeof file === 'string');
  const files = [...list(manifest.css), ...islands.flatMap((name) => list(manifest.islands?.[name]?.css))];
  return [...new Set(files)];
}

/**
 * The modules a page with these islands preloads after its entry, so a slow phone fetches them in parallel: what the islands'
 * first API calls need (`islands.<name>.first`), the mounter and runtime (`preload`), then each
 * island's chunks (`islands.<name>.js`), so the browser fetches them all at once instead of
 * discovering them one import at a time.
 * @param {{preload?: unknown, islands?: Record<string, {js?: unknown, first?: unknown}>} | null} manifest @param {string[]} islands
 * @returns {string[]}
 */
export function modulesFor(manifest, islands) {
  if (!manifest || !islands.length) return [];
  const list = (/** @type {unknown} */ value) => [value ?? []].flat().filter((file) => typeof file === 'string');
  const first = islands.flatMap((name) => list(manifest.islands?.[name]?.first));
  return [
    ...new Set([...first, ...list(manifest.preload), ...islands.flatMap((name) => list(manifest.islands?.[name]?.js))]),
  ];
}

/** JSON safe inside a script element. @param {unknown} value */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  const props =
    page.islandProps && Object.keys(page.islandProps).length
      ? ` data-chw-props='${JSON.stringify(page.islandProps).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`
      : '';
  const tall = (/** @type {string} */ name) => (page.tall?.includes(name) ? ' data-chw-tall' : '');
  const placeholders = islands
    .map((name) => `<div data-chw-island="${esc(name)}"${props}${tall(name)}></div>`)
    .join('\n');
  const head = [];
  if (hasIslands && page.entry) {
    for (const href of page.css ?? []) head.push(`<link rel="stylesheet" href="${esc(assets + href)}">`);
    head.push(`<link rel="modulepreload" href="${esc(assets + page.entry)}">`);
    for (const href of page.modules ?? []) head.push(`<link rel="modulepreload" href="${esc(assets + href)}">`);
  }
  const scripts = [];
  if (hasIslands) {
    scripts.push(`<script type="application/json" id="chw-config">${scriptJson(page.config ?? {})}</script>`);
    // The module before Stripe.js: deferred and module scripts run in document order, so a Stripe
    // script first would hold the bundle's entry (and the step's first API calls) until the larger,
    // lower-priority Stripe.js had arrived. Stripe.js is still there long before the card step asks
    // for it (loadStripe uses `window.Stripe` when the page has it).
    if (page.entry) scripts.push(`<script type="module" src="${esc(assets + page.entry)}"></script>`);
    if (page.stripe) scripts.push('<script defer src="/stripe-double/v3.js"></script>');
  }
  const note =
    hasIslands && !page.entry ? '<p class="build-note" role="status">bundle not built — run npm run build</p>' : '';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)} | Car Hire Widgets demo</title>
<meta name="description" content="${esc(page.intro || `${page.title} — Car Hire Widgets demo site.`)}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo-assets/site.css">
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
