/**
 * The WordPress plugin in a real WordPress (Debian's wordpress 6.1 + PHP + MariaDB), served by
 * `php -S` on loopback: activation, pages, placeholders/config/module script, hostile attributes,
 * direct file requests, the settings page's capability and nonce checks, uninstall, and in
 * Chromium a search from a location page to /booking against the reference API on another origin.
 *
 * Packages: test/wordpress/setup.sh (as root). The bundle: `npm run build` (wp-plugin/assets);
 * without it a stand-in build is used and the Chromium search journey fails (in CI) or is skipped.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  authFor,
  insertPage as insertPageOn,
  installZip,
  PLUGIN_BASENAME,
  startWordPress,
  SUBSCRIBER,
} from './wordpress-site.mjs';
import { readIslands } from '../../scripts/islands.mjs';
import { routePaths } from '../../scripts/islands/routePaths.mjs';
import { contentRoutes, readSite } from '../../scripts/site.mjs';
import { browserJourneys } from './browser-journeys.mjs';
import { themeJourneys } from './theme-journeys.mjs';
import {
  configOf,
  count,
  getPage,
  packagedPlugin,
  phpFiles,
  placeholders,
  pluginLogLines,
  pluginSource,
  repo,
} from './site-readers.mjs';

// CHW_ASSETS_DIR: test a build made elsewhere (CHW_OUT_DIR=… npm run build), as test/e2e does.
const realAssets = resolve(process.env.CHW_ASSETS_DIR || join(pluginSource, 'assets'));
const hasRealBuild = existsSync(join(realAssets, 'manifest.json'));

let site;
/** The packaged plugin (site-readers.mjs's packagedPlugin). */
let zip;
const manifest = () => JSON.parse(readFileSync(join(site.pluginDir, 'assets/manifest.json'), 'utf8'));

/** GETs a path of the site without following redirects (site-readers.mjs). */
const get = (path, options) => getPage(site, path, options);
const insertPage = (slug, content) => insertPageOn(site, slug, content);

before(async () => {
  // The site gets the plugin the way an editor does: from the packaged zip.
  zip = packagedPlugin(hasRealBuild ? realAssets : undefined);
  site = await startWordPress();
});

after(async () => {
  await site?.stop();
  zip?.cleanup();
});

describe('the carhire-widgets plugin in WordPress 6.1', () => {
  test('the zip holds the plugin and its built assets, no development tooling', () => {
    assert.ok(zip.files.includes('carhire-widgets.php') && zip.files.includes('assets/manifest.json'));
    const tooling = zip.files.filter((file) => /phpcs|(^|\/)tools\/|node_modules|\.test\.|\.map$/.test(file));
    assert.deepEqual(tooling, []);
  });

  test('the packaged zip installs through the plugin upgrader', () => {
    const result = installZip(site, zip.file);
    assert.equal(result.error, null, JSON.stringify(result.messages));
    assert.equal(result.plugin, PLUGIN_BASENAME);
    for (const file of [
      'carhire-widgets.php',
      'uninstall.php',
      'readme.txt',
      'includes/Assets.php',
      'assets/manifest.json',
    ]) {
      assert.ok(existsSync(join(site.pluginDir, file)), `${file} installed`);
    }
    const headers = JSON.parse(
      site.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php';
echo wp_json_encode(get_plugin_data(WP_PLUGIN_DIR . '/' . ${JSON.stringify(PLUGIN_BASENAME)}, false, false));`),
    );
    assert.equal(headers.Name, 'Car Hire Widgets');
    assert.equal(headers.RequiresWP, '6.1');
    assert.equal(headers.RequiresPHP, '8.0');
  });

  test('activates with no notices from the plugin and creates the route-list pages, each holding its block', () => {
    const out = JSON.parse(
      site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin(${JSON.stringify(PLUGIN_BASENAME)});
echo wp_json_encode(array('error' => is_wp_error($result) ? $result->get_error_message() : null,
  'active' => is_plugin_active(${JSON.stringify(PLUGIN_BASENAME)})));
`),
    );
    assert.deepEqual(out, { error: null, active: true });
    assert.deepEqual(pluginLogLines(site), []);

    const pages = JSON.parse(
      site.php(`
$out = array();
foreach (get_pages(array('post_status' => 'publish')) as $page) {
  $out[wp_make_link_relative(get_permalink($page))] = $page->post_content;
}
echo wp_json_encode($out);
`),
    );
    const block = (island, attributes) =>
      `<!-- wp:carhire-widgets/${island}${attributes ? ` ${JSON.stringify(attributes)}` : ''} /-->`;
    const expected = {
      // The booking steps are as wide as their page's group (a classic theme's reading column is too tight).
      '/booking/': block('vehicles', { align: 'wide' }),
      '/liability-extra/': block('liability-extras', { align: 'wide' }),
      '/checkout/': block('checkout', { align: 'wide' }),
      '/complete/': block('complete', { align: 'wide' }),
      '/sign-in/': block('sign-in'),
      '/dashboard/': block('dashboard', { align: 'full' }),
      '/request-a-call/': block('enquiry', { type: 'REQ_CALL' }),
      '/long-term-car-rental/': block('enquiry', { type: 'LONG_TERM' }),
      '/car-subscription/': block('subscription-search'),
      '/subscription-car-list/': block('subscription-vehicles', { align: 'wide' }),
      '/subscription-checkout/': block('subscription-checkout', { align: 'wide' }),
      '/subscription-complete/': block('subscription-complete', { align: 'wide' }),
      '/manage-booking/': block('manage-booking', { align: 'wide' }),
      '/car-rental-locations/': block('search'),
    };
    // Each branch page with its branch set; the region pages search every branch.
    for (const [child, location] of [
      ['brisbane-airport', 'BNEA'],
      ['melbourne-airport', 'MELA'],
      ['gold-coast-airport', 'OOLA'],
      ['sydney-airport', 'SYDA'],
      ['logan', 'LGN'],
      ['victoria'],
      ['victoria/melbourne-cbd', 'MELC'],
      ['queensland'],
      ['queensland/gold-coast', 'GCC'],
      ['queensland/brisbane-city', 'BNEC'],
      ['nsw'],
      ['nsw/sydney-cbd', 'SYDC'],
    ]) {
      expected[`/car-rental-locations/${child}/`] = block('search', location && { location });
    }
    for (const [path, markup] of Object.entries(expected)) {
      assert.ok(pages[path]?.includes(markup), `${path} holds ${markup}: ${pages[path]}`);
    }
    // The dashboard's table needs the whole width; the other islands a wide column.
    assert.match(pages['/dashboard/'], /^<!-- wp:group \{"align":"full"[^]*class="wp-block-group alignfull"/);
    assert.match(pages['/checkout/'], /^<!-- wp:group \{"align":"wide"/);
    for (const path of ['/terms-and-conditions/', '/specials/', '/product-review/']) {
      assert.ok(path in pages, `${path} exists`);
      assert.doesNotMatch(pages[path], /\[chw_|wp:carhire-widgets/, `${path} is a plain page`);
    }

    const settings = JSON.parse(site.php("echo wp_json_encode(get_option('chw_settings'));"));
    assert.equal(settings.routes.booking, `${site.url}/booking/`);
    assert.equal(settings.routes.subscriptionComplete, `${site.url}/subscription-complete/`);
    assert.equal(settings.routes.terms, `${site.url}/terms-and-conditions/`);
    // Defaults are empty (SetupGuide: blocks.test.mjs); the tests below run configured.
    assert.equal(settings.bookingApi, undefined);
    site.php(`$settings = get_option('chw_settings'); $settings['bookingApi'] = 'http://127.0.0.1:9/api/v1';
$settings['stripeKey'] = 'pk_test_demo'; update_option('chw_settings', $settings);`);
  });

  test('re-activation creates no duplicate pages', () => {
    const countPages = () =>
      Number(
        site.php("echo count(get_posts(array('post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1)));"),
      );
    const before = countPages();
    const out = site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
deactivate_plugins(${JSON.stringify(PLUGIN_BASENAME)});
$result = activate_plugin(${JSON.stringify(PLUGIN_BASENAME)});
echo is_wp_error($result) ? $result->get_error_message() : 'ok';
`);
    assert.equal(out, 'ok');
    assert.equal(countPages(), before);
    assert.deepEqual(pluginLogLines(site), []);
  });

  test('a shortcode page gets its placeholder, the config once and the module script', async () => {
    const { version, entry } = manifest();
    for (const [
      path,
      island,
      props,
    ] of /** @type {Array<[path: string, island: string, props?: Record<string, string>]>} */ ([
      ['/booking/', 'vehicles', undefined],
      ['/car-rental-locations/brisbane-airport/', 'search', { location: 'BNEA' }],
      ['/car-rental-locations/queensland/brisbane-city/', 'search', { location: 'BNEC' }],
      ['/car-rental-locations/queensland/', 'search', undefined],
      ['/request-a-call/', 'enquiry', { type: 'REQ_CALL' }],
      ['/long-term-car-rental/', 'enquiry', { type: 'LONG_TERM' }],
      ['/subscription-checkout/', 'subscription-checkout', undefined],
    ])) {
      const page = await get(path);
      assert.equal(page.status, 200, path);
      assert.deepEqual(
        placeholders(page.body),
        [{ island, props, className: `chw-placeholder chw-placeholder--${island}` }],
        path,
      );
      assert.equal(count(page.body, 'id="chw-config"'), 1, `${path}: config once`);
      // Style sheets as files in <head> (the shared one reserves the placeholder heights), never inline.
      assert.equal(count(page.body, "id='chw-style-css'"), 1, `${path}: the shared sheet once`);
      assert.ok(
        page.body.indexOf("id='chw-style-css'") < page.body.indexOf('</head>'),
        `${path}: the shared sheet in <head>`,
      );
      for (const file of manifest().islands?.[island]?.css ?? []) {
        assert.equal(
          count(page.body, `/wp-content/plugins/carhire-widgets/assets/${file}?ver=${version}'`),
          1,
          `${path}: ${file} once, with the build's version`,
        );
      }
      assert.ok(!/<style\b[^>]*>[^<]*chw/.test(page.body), `${path}: no inline <style> of ours`);
      const scripts = [...page.body.matchAll(/<script\b[^>]*chw-main-js[^>]*>/g)].map((m) => m[0]);
      assert.equal(scripts.length, 1, `${path}: one bundle script`);
      assert.match(scripts[0], /^<script type="module" /, path);
      assert.ok(scripts[0].includes(`/wp-content/plugins/carhire-widgets/assets/${entry}?ver=${version}'`), scripts[0]);
      assert.ok(
        page.body.indexOf('id="chw-config"') < page.body.indexOf(scripts[0]),
        `${path}: config before the bundle`,
      );
      assert.ok(
        page.body.indexOf("id='chw-style-css'") < page.body.indexOf('data-chw-island'),
        `${path}: CSS before the placeholder`,
      );
      // No waterfall (one round of downloads, not a chain of imports): the entry, the modules every island page needs and the island's own
      // chunks as modulepreload links in <head>, each once (the entry with the script's ?ver=).
      const assets = '/wp-content/plugins/carhire-widgets/assets/';
      const preloads = [...page.body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) =>
        m[1].slice(m[1].indexOf(assets) + assets.length),
      );
      const expected = [
        `${entry}?ver=${version}`,
        ...(manifest().preload ?? []),
        ...(manifest().islands?.[island]?.js ?? []),
      ];
      assert.deepEqual([...preloads].sort(), [...new Set(expected)].sort(), `${path}: modulepreload links`);
      assert.ok(
        page.body.lastIndexOf('rel="modulepreload"') < page.body.indexOf('</head>'),
        `${path}: modulepreload links in <head>`,
      );
      const config = configOf(page.body);
      assert.equal(config.routes.home, `${site.url}/`);
      assert.equal(config.routes.booking, `${site.url}/booking/`);
      assert.equal(config.assetsUrl, `${site.url}/wp-content/plugins/carhire-widgets/assets/`);
      // Every config key of src/site.json (the one list of them), and the routes.
      const siteKeys = Object.keys(JSON.parse(readFileSync(join(repo, 'src/site.json'), 'utf8')).config);
      assert.deepEqual(Object.keys(config).sort(), [...siteKeys, 'routes'].sort());
      assert.ok(siteKeys.includes('bookingApi') && siteKeys.includes('supportPhone'));
      // Every route of the islands' pages and the content pages (the generated table's keys).
      assert.deepEqual(
        Object.keys(config.routes).sort(),
        Object.keys({ ...routePaths(readIslands()), ...contentRoutes(readSite(repo)) }).sort(),
      );
    }
    const asset = await fetch(`${site.url}/wp-content/plugins/carhire-widgets/assets/${entry}`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type'), /javascript/);
    await asset.arrayBuffer();
  });

  test('pages without a shortcode get no placeholder, config or bundle', async () => {
    for (const path of ['/plain-page/', '/terms-and-conditions/', '/specials/', '/']) {
      const page = await get(path);
      assert.equal(page.status, 200, path);
      for (const needle of [
        'data-chw-island',
        'chw-config',
        'chw-main-js',
        'chw-style',
        'chw-tokens',
        'carhire-widgets/assets',
      ]) {
        assert.ok(!page.body.includes(needle), `${path} has no ${needle}`);
      }
    }
  });

  test('a page with the manage or check-in block or shortcode sends Referrer-Policy: no-referrer; others keep the site default', async () => {
    const shortcode = insertPage('manage-by-shortcode', '[chw_manage_booking]');
    const checkin = insertPage('check-in-by-shortcode', '[chw_check_in]');
    for (const path of ['/manage-booking/', shortcode, checkin]) {
      const page = await get(`${path}?chw_manage=abc`);
      assert.equal(page.status, 200, path);
      assert.equal(page.headers.get('referrer-policy'), 'no-referrer', path);
      // The header carried it: no meta fallback as well.
      assert.ok(!page.body.includes('<meta name="referrer"'), path);
    }
    for (const path of ['/plain-page/', '/booking/']) {
      const page = await get(path);
      assert.notEqual(page.headers.get('referrer-policy'), 'no-referrer', path);
      assert.ok(!page.body.includes('<meta name="referrer"'), path);
    }
    // In PHP: the policy comes from IslandTable (island.json), for the block and the shortcode; when
    // the header did not carry it (headers already gone), wp_head prints the meta fallback, escaped.
    const checks = JSON.parse(
      site.php(`
$page = static function ( $content ) {
  return new WP_Post( (object) array( 'ID' => 0, 'post_type' => 'page', 'post_content' => $content, 'filter' => 'raw' ) );
};
$id = url_to_postid( home_url( ${JSON.stringify(shortcode)} ) );
$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $id ) );
$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
$GLOBALS['post'] = get_post( $id );
ob_start();
\\CarHireWidgets\\ReferrerPolicy::meta();
$meta = ob_get_clean();
echo wp_json_encode( array(
  'block' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '<!-- wp:carhire-widgets/manage-booking /-->' ) ),
  'shortcode' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '[chw_manage_booking]' ) ),
  'checkin_block' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '<!-- wp:carhire-widgets/check-in /-->' ) ),
  'checkin_shortcode' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '[chw_check_in]' ) ),
  'other' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '[chw_search]' ) ),
  'empty' => \\CarHireWidgets\\ReferrerPolicy::policy_for( $page( '' ) ),
  'meta' => $meta,
) );
`),
    );
    assert.deepEqual(checks, {
      block: 'no-referrer',
      shortcode: 'no-referrer',
      checkin_block: 'no-referrer',
      checkin_shortcode: 'no-referrer',
      other: '',
      empty: '',
      meta: '<meta name="referrer" content="no-referrer">\n',
    });
  });

  test('attributes are whitelisted; two placeholders share one config and one bundle', async () => {
    const path = insertPage(
      'two-searches',
      '[chw_search variant="f" promo_code="SAVE-10_x"]\n\n[chw_search variant="B" colour="red"]\n\n[chw_enquiry type="other"]',
    );
    const page = await get(path);
    assert.deepEqual(
      placeholders(page.body).map(({ island, props }) => ({ island, props })),
      [
        { island: 'search', props: { variant: 'F', promoCode: 'SAVE-10_x' } },
        { island: 'search', props: { variant: 'B' } },
        { island: 'enquiry', props: undefined },
      ],
    );
    assert.equal(count(page.body, 'id="chw-config"'), 1);
    assert.equal(count(page.body, "id='chw-style-css'"), 1);
    assert.equal(count(page.body, "id='chw-main-js'"), 1);
  });

  test('a hostile shortcode attribute is neutralised', async () => {
    const path = insertPage(
      'hostile',
      `[chw_search promo_code="x'><script>alert(1)</script>" variant="Z" onload="x"]` +
        '\n\n[chw_search promo_code="0123456789012345678901234567890123456789"]',
    );
    const page = await get(path);
    assert.equal(page.status, 200);
    assert.ok(!page.body.includes('alert(1)</script>'), 'no injected script');
    assert.ok(!page.body.includes('<script>alert'), 'no injected script');
    assert.ok(!/onload=/i.test(page.body), 'no onload attribute');
    const found = placeholders(page.body);
    assert.equal(found.length, 2);
    assert.equal(found[0].island, 'search');
    assert.ok(!('variant' in (found[0].props ?? {})), 'an unknown variant is dropped');
    assert.match(found[0].props?.promoCode ?? '', /^[A-Za-z0-9_-]{0,32}$/);
    assert.deepEqual(found[1].props, { promoCode: '01234567890123456789012345678901' });
    assert.deepEqual(pluginLogLines(site), []);
  });

  test('without a build manifest, admins get an HTML comment and visitors get nothing broken', async () => {
    const link = join(site.pluginDir, 'assets');
    const moved = join(site.root, 'assets-moved');
    spawnSync('mv', [link, moved]);
    try {
      const visitor = await get('/booking/');
      assert.equal(visitor.status, 200);
      assert.equal(placeholders(visitor.body).length, 1);
      assert.ok(!visitor.body.includes('chw-main-js') && !visitor.body.includes('manifest.json is missing'));
      const admin = authFor(site, 'admin');
      const adminPage = await get('/booking/', { cookie: admin.cookie });
      assert.equal(adminPage.status, 200);
      assert.match(adminPage.body, /<!-- Car Hire Widgets: assets\/manifest\.json is missing[^>]*-->/);
      assert.ok(!adminPage.body.includes('chw-main-js'));
    } finally {
      spawnSync('mv', [moved, link]);
    }
    assert.deepEqual(pluginLogLines(site), []);
  });

  test('a direct request to any plugin PHP file prints nothing', async () => {
    for (const file of phpFiles()) {
      const response = await get(`/wp-content/plugins/carhire-widgets/${file}`);
      assert.equal(response.body, '', `${file} printed: ${response.body.slice(0, 200)}`);
      assert.ok(response.status < 500, `${file}: ${response.status}`);
    }
  });

  describe('the settings page', () => {
    const settingsPath = '/wp-admin/options-general.php?page=carhire-widgets';
    const form = (fields) => new URLSearchParams(fields);
    const post = (cookie, body) =>
      fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }).then(async (r) => ({ status: r.status, location: r.headers.get('location'), body: await r.text() }));
    const stored = () => JSON.parse(site.php("echo wp_json_encode(get_option('chw_settings'));"));
    const hostileFields = (nonce) =>
      form({
        option_page: 'chw_settings',
        action: 'update',
        _wpnonce: nonce,
        _wp_http_referer: settingsPath,
        'chw_settings[bookingApi]': 'javascript:alert(1)',
        'chw_settings[rentalHost]': 'https://rental.example.com/',
        'chw_settings[apiRoot]': '/rental api/<b>x</b>',
        'chw_settings[stripeKey]': 'sk_live_secret',
        'chw_settings[cookiePrefix]': 'My-Prefix!',
        'chw_settings[surveyUrl]': 'https://survey.example.com/s?ref={ref}&x="<script>',
        'chw_settings[searchVariantUrl]': 'https://api.example.com/rental-api/v1/search-variant',
        'chw_settings[supportPhone]': 'call us <b>now</b>',
        'chw_settings[pages][booking]': '999999',
      });

    test('a subscriber is refused, even with a valid nonce of their own', async () => {
      const subscriber = authFor(site, SUBSCRIBER.login);
      const page = await get(settingsPath, { cookie: subscriber.cookie });
      assert.equal(page.status, 403);
      assert.ok(!page.body.includes('chw_settings['));
      const before = stored();
      const response = await post(subscriber.cookie, hostileFields(subscriber.nonce));
      assert.equal(response.status, 403);
      assert.deepEqual(stored(), before);
    });

    test('an admin POST without a nonce or with a bad one is rejected', async () => {
      const admin = authFor(site, 'admin');
      const before = stored();
      const withoutNonce = hostileFields('');
      withoutNonce.delete('_wpnonce');
      assert.equal((await post(admin.cookie, withoutNonce)).status, 403);
      assert.equal((await post(admin.cookie, hostileFields('0123456789'))).status, 403);
      const otherSession = authFor(site, 'admin');
      assert.equal(
        (await post(admin.cookie, hostileFields(otherSession.nonce))).status,
        403,
        'a nonce of another session',
      );
      assert.deepEqual(stored(), before);
    });

    test('the admin sees the form; a valid POST saves sanitised values', async () => {
      const admin = authFor(site, 'admin');
      const page = await get(settingsPath, { cookie: admin.cookie });
      assert.equal(page.status, 200);
      assert.match(page.body, /<h1>Car Hire Widgets<\/h1>/);
      for (const key of [
        'bookingApi',
        'rentalHost',
        'apiRoot',
        'stripeKey',
        'cookiePrefix',
        'surveyUrl',
        'searchVariantUrl',
        'timeZone',
        'supportPhone',
        // The Brand section's rows (Branding::fields()), printed by the same input_row().
        'brandColor',
        'accentColor',
        'cornerRadius',
      ]) {
        assert.ok(page.body.includes(`name="chw_settings[${key}]"`), key);
      }
      assert.match(page.body, /<label for="chw-brandColor">[^<]+<\/label>/);
      assert.match(page.body, /type="text" id="chw-cornerRadius"/);
      assert.match(page.body, /<label for="chw-supportPhone">Call-centre phone<\/label>/);
      assert.match(page.body, /type="tel" id="chw-supportPhone"/);
      assert.match(page.body, /<select name='chw_settings\[pages\]\[booking\]'/);
      const nonce = page.body.match(/name="_wpnonce" value="([0-9a-f]+)"/)[1];
      assert.equal(page.body.match(/name='option_page' value='([^']+)'/)[1], 'chw_settings');

      const saved = await post(admin.cookie, hostileFields(nonce));
      assert.equal(saved.status, 302, saved.body.slice(0, 300));
      assert.match(saved.location, /settings-updated=true/);
      const settings = stored();
      assert.equal(settings.bookingApi, undefined, 'a javascript: URL is dropped (default used)');
      assert.equal(settings.rentalHost, 'https://rental.example.com');
      assert.equal(settings.apiRoot, 'rentalapi/x');
      assert.equal(settings.stripeKey, 'pk_test_demo', 'a secret key is refused (the previous key kept)');
      assert.equal(settings.cookiePrefix, 'myprefix');
      assert.match(settings.surveyUrl, /^https:\/\/survey\.example\.com\/s\?ref=\{ref\}&(amp;)?x=/);
      assert.ok(!settings.surveyUrl.includes('<') && !settings.surveyUrl.includes('"'));
      assert.equal(settings.searchVariantUrl, 'https://api.example.com/rental-api/v1/search-variant');
      assert.equal(settings.pages.booking, undefined, 'a page ID that is not a page is ignored');
      assert.equal(settings.supportPhone, undefined, 'a call-centre phone that is not E.164 is refused');

      const after = await get(settingsPath + '&settings-updated=true', { cookie: admin.cookie });
      assert.match(after.body, /publishable key/, 'the refused Stripe key is reported');

      // A real choice: serve /booking from another page, and a good key.
      const other = Number(
        site.php(
          "echo wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Cars', 'post_name' => 'cars', 'post_content' => '[chw_vehicles]'));",
        ),
      );
      const second = await post(
        admin.cookie,
        form({
          option_page: 'chw_settings',
          action: 'update',
          _wpnonce: nonce,
          _wp_http_referer: settingsPath,
          'chw_settings[bookingApi]': 'https://api.example.com/api/v1',
          'chw_settings[stripeKey]': 'pk_test_51Abc',
          'chw_settings[supportPhone]': '+61 7 3000 0000',
          'chw_settings[pages][booking]': String(other),
        }),
      );
      assert.equal(second.status, 302);
      const config = configOf((await get('/car-rental-locations/logan/')).body);
      assert.equal(config.bookingApi, 'https://api.example.com/api/v1');
      assert.equal(config.stripeKey, 'pk_test_51Abc');
      assert.equal(config.cookiePrefix, 'myprefix');
      assert.equal(config.supportPhone, '+61730000000', 'the help line as E.164');
      assert.equal(config.routes.booking, `${site.url}/cars/`);
      assert.equal(config.routes.checkout, `${site.url}/checkout/`);
      assert.deepEqual(pluginLogLines(site), []);
    });
  });

  test('brand colour, accent colour and corner radius are printed as --chw-* tokens in a style sheet file', async () => {
    const set = (values) =>
      site.php(`
$settings = get_option('chw_settings', array());
foreach (json_decode('${JSON.stringify(values)}', true) as $key => $value) { $settings[$key] = $value; }
update_option('chw_settings', \\CarHireWidgets\\Settings::sanitize($settings));
echo wp_json_encode(array_intersect_key(get_option('chw_settings'), array_flip(array('brandColor', 'accentColor', 'cornerRadius'))));
`);
    try {
      assert.deepEqual(JSON.parse(set({ brandColor: '#C0F', accentColor: '123456', cornerRadius: '0' })), {
        brandColor: '#cc00ff',
        accentColor: '#123456',
        cornerRadius: '0',
      });
      const page = await get('/booking/');
      const href = page.body.match(/<link rel='stylesheet' id='chw-tokens-css' href='([^']+)'/)?.[1];
      assert.ok(href, 'the token sheet is linked');
      assert.ok(
        page.body.indexOf("id='chw-style-css'") < page.body.indexOf("id='chw-tokens-css'"),
        'after the shared sheet',
      );
      const sheet = await fetch(href.replaceAll('&#038;', '&'));
      assert.match(sheet.headers.get('content-type'), /^text\/css/);
      assert.equal(await sheet.text(), ':root{--chw-primary:#cc00ff;--chw-accent:#123456;--chw-radius:0px;}\n');
      // CSS injection through a setting is refused and the previous value kept.
      assert.deepEqual(JSON.parse(set({ brandColor: 'red;}body{display:none', accentColor: '', cornerRadius: '99' })), {
        brandColor: '#cc00ff',
        accentColor: '',
        cornerRadius: '0',
      });
      assert.ok(!(await (await fetch(`${site.url}/?chw-tokens=x`)).text()).includes('display'));
    } finally {
      set({ brandColor: '', accentColor: '', cornerRadius: '' });
    }
    assert.ok(!(await get('/booking/')).body.includes('chw-tokens'), 'no token sheet without brand settings');
  });

  browserJourneys(() => site, { hasRealBuild, repo });
  themeJourneys(() => site, { hasRealBuild, repo });

  test('uninstall removes the option and leaves the pages', () => {
    const out = JSON.parse(
      site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
deactivate_plugins(${JSON.stringify(PLUGIN_BASENAME)});
uninstall_plugin(${JSON.stringify(PLUGIN_BASENAME)});
echo wp_json_encode(array('option' => get_option('chw_settings', 'gone'), 'booking' => (bool) get_page_by_path('booking')));
`),
    );
    assert.deepEqual(out, { option: 'gone', booking: true });
    assert.deepEqual(pluginLogLines(site), []);
  });
});
