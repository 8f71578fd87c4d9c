/**
 * The plugin's set-up and blocks in a real WordPress (Debian's 6.1): the first set-up (empty defaults, the admin
 * notice, the editors' note where an island would be; "Test connection" is connection.test.mjs), one block per island
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
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN,
  authFor,
  configure as configureOn,
  insertPage as insertPageOn,
  PLUGIN_BASENAME,
  postSettings,
  startWordPress,
  SUBSCRIBER,
  startSiteApi,
} from './wordpress-site.mjs';
import { TEST_NOW } from '../clock.mjs';
import { pinClock } from '../e2e/harness.mjs';
import { getPage } from './site-readers.mjs';
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

/** GETs a path of the site without following redirects. @param {string} path @param {{ cookie?: string }} [options] */
const get = (path, options) => getPage(site, path, options);

/** The island placeholders of a page, as printed. */
const placeholderTags = (html) => [...html.matchAll(/<div data-chw-island="[^"]*"[^>]*><\/div>/g)].map((m) => m[0]);

/** Sets plugin settings directly (as a saved form would). @param {Record<string, unknown>} values */
const configure = (values) => configureOn(site, values);

const insertPage = (slug, content) => insertPageOn(site, slug, content);

/** A REST nonce of the cookie's session. */
async function restNonce(cookie) {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } });
  return response.text();
}

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

  test('configured against the demo API: the notice goes and a branch page gets its placeholder', async () => {
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
    const page = await get('/car-rental-locations/brisbane-airport/');
    assert.deepEqual(placeholderTags(page.body), [
      `<div data-chw-island="search" data-chw-props='{&quot;location&quot;:&quot;BNEA&quot;}' class="chw-placeholder chw-placeholder--search"></div>`,
    ]);
    // The rental host defaults to the booking API's origin.
    const config = JSON.parse(page.body.match(/id="chw-config">([^<]*)</)[1]);
    assert.equal(config.rentalHost, apiUrl);
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

  test('opened from an emailed link (?chw_manage=…), the manage placeholder takes the screen (data-chw-tall); otherwise not', async () => {
    const path = insertPage('manage-tall', '<!-- wp:shortcode -->[chw_manage_booking]<!-- /wp:shortcode -->');
    const plain = placeholderTags((await get(path)).body);
    assert.equal(plain.length, 1);
    assert.ok(!plain[0].includes('data-chw-tall'), plain[0]);
    const linked = placeholderTags((await get(`${path}?chw_manage=aToken.`)).body);
    assert.deepEqual(linked, [plain[0].replace(' class=', ' data-chw-tall class=')]);
    // Another island's placeholder never does (only island.json's heights.screenWith names a parameter).
    const search = insertPage('search-tall', '<!-- wp:shortcode -->[chw_search]<!-- /wp:shortcode -->');
    assert.ok(!placeholderTags((await get(`${search}?chw_manage=aToken`)).body)[0].includes('data-chw-tall'));
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
