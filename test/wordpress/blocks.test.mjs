/**
 * The plugin's set-up and blocks in a real WordPress (Debian's 6.1): the first set-up (empty defaults, the admin
 * notice, the editors' note where an island would be, "Test connection"), one block per island
 * (registered, rendered like its shortcode), the branch list for the editor, and in Chromium the
 * block editor: insert the search block, set its branch, publish, and the page pre-selects it.
 * Uninstall removes the created pages only when asked to.
 *
 * Needs the real build (npm run build, or CHW_ASSETS_DIR) and test/wordpress/setup.sh's packages.
 * Screenshots go to CHW_SCREENSHOT_DIR (default $TMPDIR/chw-wordpress-blocks).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN,
  authFor,
  freePort,
  insertPage as insertPageOn,
  PLUGIN_BASENAME,
  postSettings,
  startWordPress,
  SUBSCRIBER,
  startSiteApi,
} from './wordpress-site.mjs';
import { TEST_NOW } from '../clock.mjs';
import { axe, pinClock } from '../e2e/harness.mjs';
import { launchBrowser } from '../chromium.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const assetsDir = resolve(process.env.CHW_ASSETS_DIR || join(repo, 'wp-plugin/assets'));
const screenshots = process.env.CHW_SCREENSHOT_DIR || join(tmpdir(), 'chw-wordpress-blocks');
const ISLANDS = readdirSync(join(repo, 'src/islands')).filter((name) =>
  existsSync(join(repo, 'src/islands', name, 'island.json')),
);
const island = (name) => JSON.parse(readFileSync(join(repo, 'src/islands', name, 'island.json'), 'utf8'));

/**
 * The block editor's globals (`window.wp`), as far as these tests call them.
 * @typedef {object} EditorStore what `wp.data.select('core/editor')` answers
 * @property {() => number} getCurrentPostId
 * @property {(name: string) => unknown} getCurrentPostAttribute
 * @property {() => boolean} isSavingPost
 * @property {() => string} getPermalink
 * @property {() => string} getEditedPostContent
 * @typedef {{ data: {
 *   select: ((store: 'core/editor') => EditorStore) & ((store: 'core/edit-post') => { isFeatureActive: (feature: string) => boolean }),
 *   dispatch: (store: 'core/edit-post') => { toggleFeature: (feature: string) => void },
 * } }} WordPressGlobal
 */

let site;
let api;
let apiUrl;

/**
 * GETs a path of the site without following redirects.
 * @param {string} path
 * @param {{ cookie?: string }} [options] the session's cookie header
 */
async function get(path, { cookie } = {}) {
  const response = await fetch(site.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The island placeholders of a page, as printed. */
const placeholderTags = (html) => [...html.matchAll(/<div data-chw-island="[^"]*"[^>]*><\/div>/g)].map((m) => m[0]);

/** Sets plugin settings directly (as a saved form would). */
function configure(values) {
  site.php(`
$settings = get_option('chw_settings', array());
foreach (json_decode(${JSON.stringify(JSON.stringify(values))}, true) as $key => $value) {
  if ($value === null) { unset($settings[$key]); } else { $settings[$key] = $value; }
}
update_option('chw_settings', $settings);
`);
}

const insertPage = (slug, content) => insertPageOn(site, slug, content);

/** A REST nonce of the cookie's session. */
async function restNonce(cookie) {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } });
  return response.text();
}

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

before(async () => {
  assert.ok(
    existsSync(join(assetsDir, 'manifest.json')),
    `${assetsDir}/manifest.json is missing: run npm run build first`,
  );
  site = await startWordPress({ pluginDir: join(repo, 'wp-plugin'), assetsDir });
  api = await startSiteApi(repo, site.url);
  apiUrl = api.url;
  const out = site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin(${JSON.stringify(PLUGIN_BASENAME)});
echo is_wp_error($result) ? $result->get_error_message() : 'ok';
`);
  assert.equal(out, 'ok');
});

after(async () => {
  await site?.stop();
  await api?.close();
});

describe('first set-up, blocks and the block editor', () => {
  test('a fresh install is unconfigured: the admin is led to the settings; editors see a note, visitors nothing', async () => {
    const settings = JSON.parse(site.php('echo wp_json_encode(\\CarHireWidgets\\Settings::get());'));
    assert.equal(settings.bookingApi, '');
    assert.equal(settings.stripeKey, '');
    assert.equal(settings.searchVariantUrl, '');
    const admin = authFor(site, ADMIN.login);
    const dashboard = await get('/wp-admin/', { cookie: admin.cookie });
    assert.match(dashboard.body, /class="notice notice-warning chw-setup-notice"/);
    assert.ok(
      dashboard.body.includes('options-general.php?page=carhire-widgets">Go to Settings → Car Hire Widgets</a>'),
      'links to the settings',
    );
    const subscriber = authFor(site, SUBSCRIBER.login);
    assert.ok(
      !(await get('/wp-admin/profile.php', { cookie: subscriber.cookie })).body.includes('chw-setup-notice'),
      'not for a subscriber',
    );

    const visitor = await get('/car-rental-locations/brisbane-airport/');
    assert.equal(visitor.status, 200);
    for (const needle of ['data-chw-island', 'chw-config', 'chw-main-js', 'not configured', 'carhire-widgets/assets']) {
      assert.ok(!visitor.body.includes(needle), `a visitor's page has no ${needle}`);
    }
    const editorView = await get('/car-rental-locations/brisbane-airport/', { cookie: admin.cookie });
    assert.match(
      editorView.body,
      /<div class="chw-not-configured" role="note"><p>Car hire search: Car Hire Widgets is not configured yet\./,
    );
    assert.ok(!editorView.body.includes('chw-main-js'), 'no bundle while unconfigured');
  });

  test('"Test connection" lists every call as failed, with the reason, against a closed port and a wrong base', async () => {
    const closed = await freePort();
    configure({ bookingApi: `http://127.0.0.1:${closed}/api/v1` });
    const refused = await testConnection();
    assert.equal(refused.message, 'Connection failed: 5 of 5 calls failed; see the list.');
    assert.deepEqual(
      refused.calls.map(({ name, call, result }) => [name, call, result]),
      [
        ['Locations', 'GET /locations on the booking API', 'Failed'],
        ['Vehicle categories', 'GET /vehicle-type-categories on the booking API', 'Failed'],
        ['Opening hours', 'GET /operation-hours on the booking API', 'Failed'],
        ['Countries', 'GET /countries on the booking API', 'Failed'],
        ['Search variant', 'GET /search-variant on the rental host', 'Failed'],
      ],
    );
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

  test('configured against the demo API: the notice goes and every call of "Test connection" passes', async () => {
    configure({
      bookingApi: `${apiUrl}/api/v1`,
      stripeKey: 'pk_test_demo',
      searchVariantUrl: `${apiUrl}/rental-api/v1/search-variant`,
    });
    const admin = authFor(site, ADMIN.login);
    assert.ok(
      !(await get('/wp-admin/', { cookie: admin.cookie })).body.includes('chw-setup-notice'),
      'no notice once configured',
    );
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
    const page = await get('/car-rental-locations/brisbane-airport/');
    assert.deepEqual(placeholderTags(page.body), [
      `<div data-chw-island="search" data-chw-props='{&quot;location&quot;:&quot;BNEA&quot;}' class="chw-placeholder chw-placeholder--search"></div>`,
    ]);
    // The rental host defaults to the booking API's origin.
    const config = JSON.parse(page.body.match(/id="chw-config">([^<]*)</)[1]);
    assert.equal(config.rentalHost, apiUrl);
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

  test('every island is a registered block, carhire-widgets/<island>, with its attributes', async () => {
    const admin = authFor(site, ADMIN.login);
    const nonce = await restNonce(admin.cookie);
    for (const name of ISLANDS) {
      const response = await fetch(`${site.url}/wp-json/wp/v2/block-types/carhire-widgets/${name}`, {
        headers: { cookie: admin.cookie, 'x-wp-nonce': nonce },
      });
      assert.equal(response.status, 200, name);
      const block = await response.json();
      assert.equal(block.name, `carhire-widgets/${name}`);
      assert.equal(block.title, island(name).title);
      assert.equal(block.api_version, 2);
      assert.equal(block.is_dynamic, true, `${name} renders on the server`);
      assert.deepEqual(block.editor_script, 'chw-blocks-editor');
      for (const attribute of Object.keys(island(name).attributes))
        assert.ok(attribute in block.attributes, `${name}.${attribute}`);
    }
  });

  test('a page saved with each block renders the same placeholder as the shortcode', async () => {
    const attributes = {
      search: { variant: 'F', promoCode: 'SAVE10', location: 'SYDA' },
      enquiry: { type: 'LONG_TERM' },
    };
    for (const name of ISLANDS) {
      const { shortcode, attributes: schema } = island(name);
      const values = attributes[name] ?? {};
      const atts = Object.entries(values)
        .map(([key, value]) => ` ${schema[key].shortcode ?? key.toLowerCase()}="${value}"`)
        .join('');
      const json = Object.keys(values).length ? ` ${JSON.stringify(values)}` : '';
      const fromBlock = await get(insertPage(`block-${name}`, `<!-- wp:carhire-widgets/${name}${json} /-->`));
      const fromShortcode = await get(
        insertPage(`shortcode-${name}`, `<!-- wp:shortcode -->[${shortcode}${atts}]<!-- /wp:shortcode -->`),
      );
      const tags = placeholderTags(fromBlock.body);
      assert.equal(tags.length, 1, `${name}: one placeholder`);
      assert.deepEqual(tags, placeholderTags(fromShortcode.body), name);
      if (Object.keys(values).length) assert.ok(tags[0].includes('data-chw-props'), `${name} carries its props`);
      // The block's page gets its style sheets in <head> like the shortcode's.
      assert.ok(
        fromBlock.body.indexOf("id='chw-style-css'") < fromBlock.body.indexOf('</head>'),
        `${name}: styles in <head>`,
      );
      assert.equal(fromBlock.body.split('id="chw-config"').length - 1, 1, `${name}: config once`);
    }
    // Block attributes outside island.json's rules are dropped, as shortcode attributes are.
    const hostile = await get(
      insertPage(
        'block-hostile',
        '<!-- wp:carhire-widgets/search {"location":"x\\u0022><script>","variant":"Z","promoCode":"ok_1"} /-->',
      ),
    );
    assert.deepEqual(placeholderTags(hostile.body), [
      `<div data-chw-island="search" data-chw-props='{&quot;promoCode&quot;:&quot;ok_1&quot;}' class="chw-placeholder chw-placeholder--search"></div>`,
    ]);
  });

  test("the editor's branch list comes from the booking API through the server, for editors only", async () => {
    const admin = authFor(site, ADMIN.login);
    const response = await fetch(`${site.url}/wp-json/carhire-widgets/v1/locations`, {
      headers: { cookie: admin.cookie, 'x-wp-nonce': await restNonce(admin.cookie) },
    });
    assert.equal(response.status, 200);
    const list = await response.json();
    assert.ok(
      list.some((branch) => branch.code === 'BNEA' && branch.name === 'Brisbane Airport'),
      JSON.stringify(list).slice(0, 200),
    );
    const subscriber = authFor(site, SUBSCRIBER.login);
    const refused = await fetch(`${site.url}/wp-json/carhire-widgets/v1/locations`, {
      headers: { cookie: subscriber.cookie, 'x-wp-nonce': await restNonce(subscriber.cookie) },
    });
    assert.equal(refused.status, 403);
    assert.equal((await fetch(`${site.url}/wp-json/carhire-widgets/v1/locations`)).status, 401);
  });

  describe('in Chromium', () => {
    let browser;
    before(async () => {
      mkdirSync(screenshots, { recursive: true });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    test('the block editor: insert the search block, set its branch, publish; the page pre-selects that branch', async () => {
      const context = await browser.newContext({
        viewport: { width: 1400, height: 1000 },
        locale: 'en-AU',
        timezoneId: 'Australia/Brisbane',
      });
      const errors = [];
      const page = await context.newPage();
      try {
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        await page.goto(`${site.url}/wp-login.php`);
        await page.fill('#user_login', ADMIN.login);
        await page.fill('#user_pass', ADMIN.password);
        await page.click('#wp-submit');
        // Signed in once the dashboard's address commits; its load (widgets, feeds) is not this test's.
        await page.waitForURL(/\/wp-admin\/?/, { waitUntil: 'commit' });
        await page.goto(`${site.url}/wp-admin/post-new.php?post_type=page`);
        await page.waitForFunction(() =>
          /** @type {Window & { wp?: WordPressGlobal }} */ (window).wp?.data?.select('core/editor')?.getCurrentPostId(),
        );
        // The welcome guide would cover the editor.
        await page.evaluate(() => {
          const { select, dispatch } = /** @type {Window & { wp?: WordPressGlobal }} */ (window).wp.data;
          if (select('core/edit-post').isFeatureActive('welcomeGuide'))
            dispatch('core/edit-post').toggleFeature('welcomeGuide');
        });
        await page.getByRole('textbox', { name: 'Add title' }).fill('Our Sydney Airport branch');
        await page.getByRole('button', { name: 'Toggle block inserter' }).click();
        await page.getByRole('searchbox', { name: /Search for blocks and patterns|Search/ }).fill('Car hire search');
        await page.getByRole('option', { name: 'Car hire search' }).click();
        const card = page.locator('.chw-block-card');
        await card.waitFor();
        assert.match(await card.textContent(), /Car hire search.*pickup and return branch/s);
        // Close the inserter; the block's settings are in the sidebar.
        await page.getByRole('button', { name: 'Toggle block inserter' }).click();
        const sidebar = page.getByRole('button', { name: 'Settings', exact: true });
        if ((await sidebar.getAttribute('aria-pressed')) !== 'true') await sidebar.click();
        const branch = page.getByLabel('Pickup branch');
        await branch.waitFor();
        // The branches arrive from the booking API through the plugin's REST route.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('select')].some((select) =>
            [...select.options].some((option) => option.textContent === 'Sydney Airport (SYDA)'),
          ),
        );
        await branch.selectOption({ label: 'Sydney Airport (SYDA)' });
        await page.getByLabel('Promo code').fill('SAVE10');
        assert.match(await card.textContent(), /Pickup branch\s*Sydney Airport \(SYDA\)/);
        await page.screenshot({ path: join(screenshots, 'block-editor-search.png') });
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page
          .getByRole('region', { name: 'Editor publish' })
          .getByRole('button', { name: 'Publish', exact: true })
          .click();
        await page.waitForFunction(
          () =>
            /** @type {Window & { wp?: WordPressGlobal }} */ (window).wp.data
              .select('core/editor')
              .getCurrentPostAttribute('status') === 'publish' &&
            !(/** @type {Window & { wp?: WordPressGlobal }} */ (window).wp.data.select('core/editor').isSavingPost()),
        );
        const link = await page.evaluate(() =>
          /** @type {Window & { wp?: WordPressGlobal }} */ (window).wp.data.select('core/editor').getPermalink(),
        );
        const saved = await page.evaluate(() =>
          /** @type {Window & { wp?: WordPressGlobal }} */ (window).wp.data
            .select('core/editor')
            .getEditedPostContent(),
        );
        assert.match(saved, /<!-- wp:carhire-widgets\/search \{"promoCode":"SAVE10","location":"SYDA"\} \/-->/);
        assert.deepEqual(errors, []);

        // The published page, as a visitor with the clock of the API.
        const visitorContext = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          locale: 'en-AU',
          timezoneId: 'Australia/Brisbane',
        });
        try {
          await pinClock(visitorContext, Date.parse(TEST_NOW));
          const visitor = await visitorContext.newPage();
          const visitorErrors = [];
          visitor.on('pageerror', (error) => visitorErrors.push(`pageerror: ${error.message}`));
          visitor.on('console', (message) => {
            if (message.type() === 'error') visitorErrors.push(`console: ${message.text()}`);
          });
          await visitor.goto(link);
          const pickup = visitor.getByLabel('Pick-up location', { exact: true });
          await visitor.waitForFunction(
            () => {
              const select = /** @type {HTMLSelectElement | null} */ (
                document.querySelector('[data-chw-island="search"] select')
              );
              return select && select.selectedOptions[0]?.textContent === 'Sydney Airport';
            },
            undefined,
            { timeout: 15_000 },
          );
          assert.equal(await pickup.locator('option:checked').textContent(), 'Sydney Airport');
          assert.equal(
            await visitor.getByLabel('Return location', { exact: true }).locator('option:checked').textContent(),
            'Sydney Airport',
          );
          assert.equal(await visitor.getByLabel('Promo code', { exact: true }).inputValue(), 'SAVE10');
          await visitor.screenshot({ path: join(screenshots, 'published-search-page.png'), fullPage: true });
          await visitor.goto(`${site.url}/car-rental-locations/brisbane-airport/`);
          await visitor.waitForFunction(
            () =>
              /** @type {HTMLSelectElement | null} */ (document.querySelector('[data-chw-island="search"] select'))
                ?.selectedOptions[0]?.textContent === 'Brisbane Airport',
            undefined,
            { timeout: 15_000 },
          );
          await visitor.screenshot({ path: join(screenshots, 'location-page-brisbane-airport.png'), fullPage: true });
          assert.deepEqual(visitorErrors, []);
        } finally {
          await visitorContext.close();
        }
      } catch (error) {
        await page.screenshot({ path: join(screenshots, 'block-editor-failure.png') }).catch(() => {});
        throw error;
      } finally {
        await context.close();
      }
    });
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

  test('uninstall with "Remove the pages this plugin created" ticked removes those pages and keeps the others', async () => {
    const admin = authFor(site, ADMIN.login);
    const screen = await get('/wp-admin/options-general.php?page=carhire-widgets', { cookie: admin.cookie });
    assert.match(
      screen.body,
      /name="chw_settings\[removePages\]" value="1"\s*\/>\s*Remove the pages this plugin created/,
    );
    const nonce = screen.body.match(/name="_wpnonce" value="([0-9a-f]+)"/)[1];
    const saved = await postSettings(site, admin.cookie, nonce, {
      'chw_settings[bookingApi]': `${apiUrl}/api/v1`,
      'chw_settings[stripeKey]': 'pk_test_demo',
      'chw_settings[removePagesShown]': '1',
      'chw_settings[removePages]': '1',
    });
    assert.equal(saved.status, 302);
    const out = JSON.parse(
      site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$created = get_option('chw_created_pages');
deactivate_plugins(${JSON.stringify(PLUGIN_BASENAME)});
uninstall_plugin(${JSON.stringify(PLUGIN_BASENAME)});
$left = array_filter(array_map('get_post', $created));
echo wp_json_encode(array('created' => count($created), 'left' => count($left), 'option' => get_option('chw_settings', 'gone'),
  'booking' => (bool) get_page_by_path('booking'), 'plain' => (bool) get_page_by_path('plain-page'), 'mine' => (bool) get_page_by_path('block-search')));
`),
    );
    assert.ok(out.created >= 28, `activation recorded the pages it created: ${out.created}`);
    assert.deepEqual(
      { ...out, created: undefined },
      { created: undefined, left: 0, option: 'gone', booking: false, plain: true, mine: true },
    );
  });
});
