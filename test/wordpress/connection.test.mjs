/**
 * The plugin's "Test connection" (issue 45) in a real WordPress (Debian's 6.1): the calls that
 * api/openapi.yaml marks `x-read-only-check`, each with its result and reason, against a closed
 * port, a wrong base, the reference API, and a proxy that breaks one call at a time (a missing
 * field, a status, a content type, an empty object, a call that never answers); for administrators
 * only; and in Chromium the settings screen's table, named and axe clean.
 *
 * Needs test/wordpress/setup.sh's packages; no bundle (a stand-in build is linked in).
 * Screenshots go to CHW_SCREENSHOT_DIR (default $TMPDIR/chw-wordpress-blocks).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activatePlugin,
  ADMIN,
  authFor,
  configure as configureOn,
  freePort,
  startSiteApi,
  startWordPress,
  SUBSCRIBER,
  writeFakeBuild,
} from './wordpress-site.mjs';
import { getPage, pluginSource, repo } from './site-readers.mjs';
import { axe } from '../e2e/harness.mjs';
import { launchBrowser } from '../chromium.mjs';

const screenshots = process.env.CHW_SCREENSHOT_DIR || join(tmpdir(), 'chw-wordpress-blocks');

let site;
let api;
let apiUrl;
let dir = '';

before(async () => {
  mkdirSync(screenshots, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'chw-wp-connection-'));
  const assets = join(dir, 'assets');
  writeFakeBuild(assets);
  site = await startWordPress({ pluginDir: pluginSource, assetsDir: assets });
  api = await startSiteApi(repo, site.url);
  apiUrl = api.url;
  assert.equal(activatePlugin(site), 'ok');
});

after(async () => {
  await site?.stop();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** GETs a path of the site without following redirects. @param {string} path @param {{ cookie?: string }} [options] */
const get = (path, options) => getPage(site, path, options);

/** Sets plugin settings directly (as a saved form would). @param {Record<string, unknown>} values */
const configure = (values) => configureOn(site, values);

/** The text of escaped HTML (esc_html's entities). @param {string} html */
const text = (html) =>
  html
    .replace(/&#0?39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Clicks "Test connection" on the settings screen as the admin; resolves the summary shown and one
 * row per call: its name, the call, Passed or Failed, and the detail or reason.
 */
async function testConnection() {
  const admin = authFor(site, ADMIN.login);
  const screen = await get('/wp-admin/options-general.php?page=carhire-widgets', { cookie: admin.cookie });
  assert.equal(screen.status, 200);
  const form = screen.body.slice(screen.body.indexOf('admin-post.php'));
  const nonce = form.match(/name="_wpnonce" value="([0-9a-f]+)"/)?.[1];
  assert.ok(nonce, 'the Test connection form has a nonce');
  const posted = await fetch(`${site.url}/wp-admin/admin-post.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'chw_test_connection',
      _wpnonce: nonce,
      _wp_http_referer: '/wp-admin/options-general.php?page=carhire-widgets',
    }),
  });
  assert.equal(posted.status, 302);
  const back = await get(
    new URL(posted.headers.get('location')).pathname + new URL(posted.headers.get('location')).search,
    { cookie: admin.cookie },
  );
  const message = back.body.match(/<p class="chw-test-result">([^<]*)<\/p>/)?.[1];
  const calls = [
    ...back.body.matchAll(
      /<tr class="chw-call-(?:passed|failed)">\s*<th scope="row">([^<]*)<br \/><code>([^<]*)<\/code> ([^<]*)<\/th>\s*<td>\s*<span class="dashicons dashicons-(?:yes|no)" aria-hidden="true"><\/span>\s*(Passed|Failed)\s*<\/td>\s*<td>([^<]*)<\/td>/g,
    ),
  ].map(([, name, request, where, result, detail]) => ({
    name: text(name),
    call: `${text(request)} ${text(where)}`,
    result,
    detail: text(detail),
  }));
  return { message: message === undefined ? undefined : text(message), calls };
}

/** The calls' names, in the order Test connection lists them (ConnectionTable, from api/openapi.yaml's marks). */
const CALL_NAMES = ['Locations', 'Vehicle categories', 'Opening hours', 'Countries', 'Search variant'];

/**
 * The reference API behind a proxy that breaks some of its calls: `breaks` maps a path to `'hang'`
 * (never answers) or a change of the reference server's answer. `close()` drops a held request too.
 * @param {Record<string, 'hang' | ((answer: { status: number, type: string, body: string }) => { status: number, type: string, body: string })>} breaks
 */
async function startBrokenApi(breaks) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    const change = breaks[path];
    if (change === 'hang') return;
    fetch(apiUrl + request.url)
      .then(async (upstream) => {
        let answer = {
          status: upstream.status,
          type: upstream.headers.get('content-type') ?? '',
          body: await upstream.text(),
        };
        if (change) answer = change(answer);
        response.writeHead(answer.status, { 'content-type': answer.type });
        response.end(answer.body);
      })
      .catch(() => response.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    host: `127.0.0.1:${address.port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** Each entry of a `{ data: [...] }` answer without `field`. @param {string} field */
const dropField =
  (field) =>
  ({ status, type, body }) => {
    const json = JSON.parse(body);
    for (const entry of json.data) delete entry[field];
    return { status, type, body: JSON.stringify(json) };
  };

test('"Test connection" lists every call as failed, with the reason, against a closed port and a wrong base', async () => {
  const closed = await freePort();
  configure({ bookingApi: `http://127.0.0.1:${closed}/api/v1` });
  const refused = await testConnection();
  assert.equal(refused.message, 'Connection failed: 5 of 5 calls failed; see the list.');
  // Every call, in order (what each asks for is checked where they pass, below).
  assert.deepEqual(
    refused.calls.map(({ name, result }) => [name, result]),
    CALL_NAMES.map((name) => [name, 'Failed']),
  );
  assert.equal(refused.calls[4].call, 'GET /search-variant on the rental host');
  // The transport's words: cURL's "Failed to connect" or the socket's "Connection refused"; the
  // calls after it to the same host are not tried (a silent host would cost a timeout each).
  assert.match(refused.calls[0].detail, /^No answer: .*(Failed to connect|Connection refused)/);
  for (const { detail } of refused.calls.slice(1)) {
    assert.equal(detail, `Not tried: 127.0.0.1:${closed} gave no answer to a call above.`);
  }
  // An API that answers with an error status: each call's status; the rental host (the booking
  // API's origin) answers its own call.
  configure({ bookingApi: `${apiUrl}/api/v1/no-such-base` });
  const wrongBase = await testConnection();
  assert.equal(wrongBase.message, 'Connection failed: 4 of 5 calls failed; see the list.');
  assert.deepEqual(
    wrongBase.calls.map(({ name, result, detail }) => [name, result, detail]),
    [
      ['Locations', 'Failed', 'HTTP 404 Not Found; expected 200.'],
      ['Vehicle categories', 'Failed', 'HTTP 404 Not Found; expected 200.'],
      ['Opening hours', 'Failed', 'Not tried: it needs a LocationCode from Locations, which gave none.'],
      ['Countries', 'Failed', 'HTTP 404 Not Found; expected 200.'],
      ['Search variant', 'Passed', 'HTTP 200.'],
    ],
  );
});

test('"Test connection" is for administrators only', async () => {
  const subscriber = authFor(site, SUBSCRIBER.login);
  const posted = await fetch(`${site.url}/wp-admin/admin-post.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: subscriber.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'chw_test_connection', _wpnonce: subscriber.nonce }),
  });
  assert.equal(posted.status, 403);
  assert.ok(!(await posted.text()).includes('chw-test-result'));
});

test('against the demo API every call of "Test connection" passes', async () => {
  configure({
    bookingApi: `${apiUrl}/api/v1`,
    stripeKey: 'pk_test_demo',
    searchVariantUrl: `${apiUrl}/rental-api/v1/search-variant`,
  });
  const branches = (await (await fetch(`${apiUrl}/api/v1/locations`)).json()).data.length;
  const categories = (await (await fetch(`${apiUrl}/api/v1/vehicle-type-categories`)).json()).data.length;
  assert.ok(branches > 5);
  const result = await testConnection();
  assert.equal(result.message, 'Connection OK: all 5 calls answer as the contract says.');
  assert.deepEqual(
    result.calls.map(({ name, call, result: passed }) => [name, call, passed]),
    [
      ['Locations', 'GET /locations on the booking API', 'Passed'],
      ['Vehicle categories', 'GET /vehicle-type-categories on the booking API', 'Passed'],
      ['Opening hours', 'GET /operation-hours on the booking API', 'Passed'],
      ['Countries', 'GET /countries on the booking API', 'Passed'],
      // The widgets call the search-variant URL when it is set, so the test does too.
      ['Search variant', 'GET /rental-api/v1/search-variant (the Search-variant URL setting)', 'Passed'],
    ],
  );
  assert.equal(result.calls[0].detail, `HTTP 200, ${branches} entries.`);
  assert.equal(result.calls[1].detail, `HTTP 200, ${categories} entries.`);
});

test('"Test connection" names the call an API breaks and why: a missing field, a status, a type, a timeout', async () => {
  const broken = await startBrokenApi({
    '/api/v1/vehicle-type-categories': dropField('RCMID'),
    '/api/v1/operation-hours': (answer) => ({ ...answer, status: 500, body: '{"message":"Down."}' }),
    '/api/v1/countries': (answer) => ({ ...answer, type: 'text/html; charset=UTF-8' }),
    '/rental-api/v1/search-variant': () => ({ status: 200, type: 'application/json', body: '{"data":{}}' }),
  });
  try {
    configure({ bookingApi: `${broken.url}/api/v1`, searchVariantUrl: `${broken.url}/rental-api/v1/search-variant` });
    const result = await testConnection();
    assert.equal(result.message, 'Connection failed: 4 of 5 calls failed; see the list.');
    assert.deepEqual(
      result.calls.map(({ name, result: passed, detail }) => [name, passed, detail]),
      [
        ['Locations', 'Passed', result.calls[0].detail],
        ['Vehicle categories', 'Failed', 'RCMID is missing from entry 1 of data.'],
        ['Opening hours', 'Failed', 'HTTP 500 Internal Server Error; expected 200.'],
        ['Countries', 'Failed', 'Content type text/html; expected application/json.'],
        ['Search variant', 'Failed', 'variant is missing from data.'],
      ],
    );
  } finally {
    await broken.close();
  }
  // A call that never answers fails on the timeout (5 s); the host's later calls are not tried.
  const silent = await startBrokenApi({ '/api/v1/countries': 'hang' });
  try {
    configure({ bookingApi: `${silent.url}/api/v1`, searchVariantUrl: `${silent.url}/rental-api/v1/search-variant` });
    const result = await testConnection();
    assert.deepEqual(
      result.calls.map(({ name, result: passed, detail }) => [name, passed, detail]),
      [
        ['Locations', 'Passed', result.calls[0].detail],
        ['Vehicle categories', 'Passed', result.calls[1].detail],
        ['Opening hours', 'Passed', result.calls[2].detail],
        ['Countries', 'Failed', 'No answer within 5 seconds (timeout).'],
        ['Search variant', 'Failed', `Not tried: ${silent.host} gave no answer to a call above.`],
      ],
    );
  } finally {
    await silent.close();
    configure({ bookingApi: `${apiUrl}/api/v1`, searchVariantUrl: `${apiUrl}/rental-api/v1/search-variant` });
  }
});

test("in Chromium, the settings screen's Test connection button lists each call's result, accessibly", async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${site.url}/wp-login.php`);
    await page.fill('#user_login', ADMIN.login);
    await page.fill('#user_pass', ADMIN.password);
    await page.click('#wp-submit');
    await page.waitForURL(/\/wp-admin\/?/, { waitUntil: 'commit' });
    await page.goto(`${site.url}/wp-admin/options-general.php?page=carhire-widgets`);
    await page.getByRole('button', { name: 'Test connection' }).click();
    const result = page.locator('.chw-test-result');
    await result.waitFor();
    assert.equal(await result.textContent(), 'Connection OK: all 5 calls answer as the contract says.');
    // A table named by its caption, a row header per call, and the result in words (not colour only).
    const table = page.getByRole('table', { name: 'Each call of the test and its result' });
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Call', 'Result', 'Details']);
    assert.deepEqual(
      (await table.getByRole('rowheader').allTextContents()).map((name) => name.replace(/GET .*/, '')),
      CALL_NAMES,
    );
    assert.deepEqual(
      (await table.locator('tbody td:nth-child(2)').allTextContents()).map((cell) => cell.trim()),
      CALL_NAMES.map(() => 'Passed'),
    );
    assert.deepEqual(await axe(page, '.chw-connection'), []);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'settings-test-connection.png'), fullPage: true });
    // The notice, as a fresh install shows it.
    configure({ stripeKey: '' });
    await page.goto(`${site.url}/wp-admin/`);
    await page.locator('.chw-setup-notice').waitFor();
    await page.screenshot({ path: join(screenshots, 'setup-notice.png') });
    configure({ stripeKey: 'pk_test_demo' });
  } finally {
    await browser.close();
  }
});
