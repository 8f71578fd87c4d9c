// @ts-check
/** Serves the demo host pages, the survey frame, the built bundle (/assets/) and demo images (/demo-assets/). */
import { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { matchRoute } from './routes.mjs';
import { ISLAND_HEIGHTS, ISLAND_ROUTES } from './islands.generated.mjs';
import { CONFIG_DEFAULTS, CONTENT_ROUTES } from './site.generated.mjs';
import { modulesFor, renderPage, STRICT_CSP, stylesheetsFor } from './render.mjs';
import * as content from './content.mjs';
import { apiDocsBody } from './apiDocs.mjs';
import { ymd } from '../lib/dates.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
const HASHED = /[.-][A-Za-z0-9_]{8,}\.(?:js|mjs|css|map|woff2?|svg|png|jpe?g|webp)$/;

/**
 * A small static file handler confined to `root`.
 * @param {string} root @param {{hashedCache?: boolean}} [opts]
 */
export function staticFiles(root, opts = {}) {
  const base = resolve(root);
  /** @param {import('hono').Context} c @param {string} rel */
  return async (c, rel) => {
    let decoded;
    try {
      decoded = decodeURIComponent(rel);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = resolve(join(base, decoded));
    if (file !== base && !file.startsWith(base + sep)) return null;
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const type =
      /** @type {Record<string, string>} */ (TYPES)[extname(file).toLowerCase()] || 'application/octet-stream';
    const cache = opts.hashedCache && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (c.req.header('if-none-match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cache } });
    return new Response(await readFile(file), {
      headers: { 'Content-Type': type, 'Cache-Control': cache, ETag: etag, 'X-Content-Type-Options': 'nosniff' },
    });
  };
}

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../api/store.mjs').Store, assetsDir: string, publicDir: string,
 *   apiOrigin?: string, stripeKey?: string, publicOrigin: (c: import('hono').Context) => string,
 *   strictCsp: boolean, supportPhone: string}} deps
 *   `strictCsp`: the pages carry STRICT_CSP (CSP=off: false); `supportPhone`: the call centre ('' hides the help line)
 */
export function pageRoutes({
  db,
  store,
  assetsDir,
  publicDir,
  apiOrigin,
  stripeKey = 'pk_test_chw_demo',
  publicOrigin,
  strictCsp,
  supportPhone,
}) {
  const app = new Hono();
  const assets = staticFiles(assetsDir, { hashedCache: true });
  const demoAssets = staticFiles(publicDir, { hashedCache: false });

  /** @type {{mtime: number, value: any} | null} */
  let manifestCache = null;
  async function manifest() {
    const file = join(assetsDir, 'manifest.json');
    try {
      const info = await stat(file);
      if (!manifestCache || manifestCache.mtime !== info.mtimeMs) {
        manifestCache = { mtime: info.mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) };
      }
      return manifestCache.value;
    } catch {
      manifestCache = null;
      return null;
    }
  }

  // Every page (and the 404 page after it) under the strict policy of render.mjs, unless CSP=off.
  app.use('*', async (c, next) => {
    await next();
    if (strictCsp && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', STRICT_CSP);
    }
  });

  app.get('/assets/*', async (c) => (await assets(c, c.req.path.slice('/assets/'.length))) ?? c.text('Not found', 404));
  app.get(
    '/demo-assets/*',
    async (c) => (await demoAssets(c, c.req.path.slice('/demo-assets/'.length))) ?? c.text('Not found', 404),
  );

  const promos = db.prepare("SELECT * FROM promo_codes WHERE valid_to >= date('now') ORDER BY code");
  const promo = db.prepare('SELECT * FROM promo_codes WHERE code = ? COLLATE NOCASE');

  /** @param {import('hono').Context} c */
  function configFor(c) {
    const origin = publicOrigin(c);
    const api = apiOrigin || origin;
    // The bundle's defaults (src/site.json), with the demo's own addresses, key and zone.
    return {
      ...CONFIG_DEFAULTS,
      bookingApi: `${api}/api/v1`,
      rentalHost: api,
      stripeKey,
      routes: { ...ISLAND_ROUTES, ...CONTENT_ROUTES },
      surveyUrl: `${api}/survey?ref={ref}`,
      supportPhone,
      searchVariantUrl: `${api}/rental-api/v1/search-variant`,
      timeZone: store.timeZone,
    };
  }

  // The API reference, rendered from api/openapi.yaml: plain HTML, no script (issue 45 item 5).
  app.get('/demo/api-docs', (c) =>
    c.html(
      renderPage({
        path: c.req.path,
        title: 'API reference',
        heading: 'API reference',
        intro: 'Every call the widgets make, its parameters, bodies, answers and guards, from the API contract.',
        body: apiDocsBody(),
      }),
    ),
  );

  app.get('/survey', (c) => {
    const ref = (c.req.query('ref') || '').slice(0, 60);
    return c.html(surveyPage(ref, false));
  });
  app.post('/survey', async (c) => {
    const form = await c.req.parseBody();
    return c.html(surveyPage(String(form.ref || '').slice(0, 60), true));
  });

  app.get('*', async (c, next) => {
    const match = matchRoute(c.req.path);
    if (!match) return next();
    const { route, params } = match;
    let body = '';
    let status = 200;
    if (route.content === 'locations') body = content.locationsList();
    if (route.content === 'reviews') body = content.reviews();
    if (route.content === 'specials')
      body = content.specials(/** @type {Parameters<typeof content.specials>[0]} */ (promos.all()));
    if (route.content === 'terms') body = content.terms();
    if (route.content === 'special') {
      const p = /** @type {Parameters<typeof content.special>[0] | undefined} */ (promo.get(params.promo));
      const expired = Boolean(p && p.valid_to < ymd(store.todayAt()));
      body = content.special(p ?? null, expired, params.promo);
      if (!p) status = 404;
    }
    const m = route.islands.length ? await manifest() : null;
    const css = stylesheetsFor(m, route.islands);
    const html = renderPage({
      path: c.req.path,
      title: route.title,
      heading: route.heading,
      intro: route.intro,
      body,
      islands: route.islands,
      islandProps: route.props,
      config: configFor(c),
      entry: m && typeof m.entry === 'string' ? m.entry : null,
      css,
      modules: modulesFor(m, route.islands),
      stripe: route.stripe,
      // Opened from an emailed link (island.json heights.screenWith): the placeholder takes the screen.
      tall: route.islands.filter((name) => {
        const param = ISLAND_HEIGHTS[name]?.screenWith;
        return Boolean(param && c.req.query(param) !== undefined);
      }),
    });
    return c.html(html, /** @type {import('hono/utils/http-status').ContentfulStatusCode} */ (status), {
      'Cache-Control': 'no-cache',
      // island.json's referrerPolicy (the manage page: the emailed link's token never leaves in a Referer).
      ...(route.referrerPolicy ? { 'Referrer-Policy': route.referrerPolicy } : {}),
    });
  });

  return app;
}

/** The 'Help Us Improve' frame. @param {string} ref @param {boolean} thanked */
function surveyPage(ref, thanked) {
  const e = content.esc;
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Help Us Improve | Car Hire Widgets demo</title>
<link rel="stylesheet" href="/demo-assets/survey.css"></head>
<body><main>
<h1>Help Us Improve</h1>
${
  thanked
    ? `<p role="status">Thank you for your feedback${ref ? ` on booking ${e(ref)}` : ''}!</p>`
    : `
<p>How was booking with us${ref ? ` (reference ${e(ref)})` : ''}?</p>
<form method="post" action="/survey">
<input type="hidden" name="ref" value="${e(ref)}">
<fieldset><legend>How easy was it to book?</legend>
${[1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="rating" value="${n}"${n === 5 ? ' checked' : ''}> ${n}${n === 1 ? ' (hard)' : n === 5 ? ' (easy)' : ''}</label>`).join('')}
</fieldset>
<label for="comment">Anything we could do better? (optional)</label>
<textarea id="comment" name="comment" rows="3" maxlength="1000"></textarea>
<button type="submit">Send feedback</button>
</form>`
}
</main></body></html>`;
}
