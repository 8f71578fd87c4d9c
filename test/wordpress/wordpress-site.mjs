/**
 * A throw-away WordPress site for the plugin tests: Debian's wordpress package copied into a
 * temporary directory, its own MariaDB (socket only, no network), the plugin copied in, and
 * `php -S` on a free loopback port. `stop()` kills both servers' process groups and removes
 * the directory; call it in a finally/after hook.
 *
 * Facts this relies on: docs/testing.md, "WordPress".
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { freePort } from '../kit/ports.mjs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { TEST_NOW } from '../clock.mjs';

export { freePort };

const WORDPRESS_SOURCE = '/usr/share/wordpress';
export const PLUGIN_SLUG = 'carhire-widgets';
export const PLUGIN_BASENAME = `${PLUGIN_SLUG}/${PLUGIN_SLUG}.php`;
export const ADMIN = { login: 'admin', password: 'admin-password-1' };
export const SUBSCRIBER = { login: 'subscriber', password: 'subscriber-password-1' };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Kills a detached child's whole process group (php -S workers outlive a TERM to the parent). */
async function killGroup(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function assertPackages() {
  const missing = [
    '/usr/share/wordpress/wp-load.php',
    '/usr/share/wordpress/wp-content/themes/twentytwentythree',
    '/usr/sbin/mariadbd',
    '/usr/bin/mariadb-install-db',
    '/usr/bin/php',
  ].filter((path) => !existsSync(path));
  if (missing.length) {
    throw new Error(`WordPress test packages are missing (${missing.join(', ')}): run test/wordpress/setup.sh as root`);
  }
}

const ROUTER = `<?php
// php -S router: real files as they are (PHP files run), everything else to WordPress.
$path = urldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$file = __DIR__ . $path;
if ($path !== '/' && (is_file($file) || (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')))) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = __DIR__ . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require __DIR__ . '/index.php';
`;

/**
 * The reference API (demo/app.mjs of `repo`) on an origin of its own, as on a real site where the
 * WordPress pages and the API differ in origin: CORS for `siteUrl`, a throw-away database, its
 * clock at TEST_NOW. `url` has no trailing slash; `close()` also deletes the database.
 * @param {string} repo
 * @param {string} siteUrl
 */
export async function startSiteApi(repo, siteUrl) {
  const { startServer } = await import(pathToFileURL(join(repo, 'demo/app.mjs')).href);
  const dir = mkdtempSync(join(tmpdir(), 'chw-wp-api-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'api.sqlite'),
    corsOrigins: [siteUrl],
    silent: true,
    now: TEST_NOW,
  });
  return {
    server,
    url: server.url.replace(/\/$/, ''),
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a WordPress site (installed, Twenty Twenty-Three, pretty permalinks, an admin, a
 * subscriber and a plain page). With `pluginDir` the plugin is copied in (not activated), with
 * `assetsDir` linked in as its assets/; without, install it from the zip with installZip().
 *
 * @param {{ pluginDir?: string, assetsDir?: string }} [options]
 */
export async function startWordPress({ pluginDir, assetsDir } = {}) {
  assertPackages();
  const root = mkdtempSync(join(tmpdir(), 'chw-wp-'));
  const user = userInfo().username;
  const children = [];
  const site = { root };

  site.stop = async () => {
    for (const child of children.reverse()) await killGroup(child);
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const datadir = join(root, 'db');
    const socket = join(root, 'mysqld.sock');
    const wpDir = join(root, 'wp');
    const debugLog = join(root, 'debug.log');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    Object.assign(site, { wpDir, url, port, debugLogFile: debugLog });

    run(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--user=${user}`,
        `--datadir=${datadir}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { cwd: root },
    );
    const mariadb = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--user=${user}`,
        `--datadir=${datadir}`,
        `--socket=${socket}`,
        '--skip-networking',
        `--pid-file=${join(root, 'mysqld.pid')}`,
        `--log-error=${join(root, 'mariadb.err')}`,
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--innodb-flush-log-at-trx-commit=0',
        '--innodb-doublewrite=0',
      ],
      { detached: true, stdio: 'ignore' },
    );
    children.push(mariadb);

    // Copy with -L semantics: the package's relative symlinks break in a copy otherwise.
    cpSync(WORDPRESS_SOURCE, wpDir, { recursive: true, dereference: true });
    rmSync(join(wpDir, 'wp-content/plugins/akismet'), { recursive: true, force: true });
    rmSync(join(wpDir, '.htaccess'), { force: true });
    const salt = () => randomBytes(24).toString('hex');
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
      .map((key) => `define('${key}', '${salt()}');`)
      .join('\n');
    writeFileSync(
      join(wpDir, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', '${debugLog}');
define('WP_DEBUG_DISPLAY', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`,
    );
    writeFileSync(join(wpDir, 'router.php'), ROUTER);

    const pluginTarget = join(wpDir, 'wp-content/plugins', PLUGIN_SLUG);
    if (pluginDir) {
      cpSync(pluginDir, pluginTarget, { recursive: true, filter: (src) => !src.startsWith(join(pluginDir, 'assets')) });
      if (assetsDir) symlinkSync(assetsDir, join(pluginTarget, 'assets'));
    }
    site.pluginDir = pluginTarget;

    // MariaDB takes a moment to open its socket.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const probe = spawnSync(
        'mariadb',
        ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS wordpress'],
        { encoding: 'utf8' },
      );
      if (probe.status === 0) break;
      if (mariadb.exitCode !== null || Date.now() > deadline) {
        const log = existsSync(join(root, 'mariadb.err')) ? readFileSync(join(root, 'mariadb.err'), 'utf8') : '';
        throw new Error(`MariaDB did not start: ${probe.stderr}\n${log}`);
      }
      await sleep(100);
    }

    let counter = 0;
    /** Runs PHP with WordPress loaded (as a CLI request to the site root); resolves its stdout. */
    site.php = (code, { installing = false } = {}) => {
      const file = join(root, `run-${++counter}.php`);
      writeFileSync(
        file,
        `<?php
${installing ? "define('WP_INSTALLING', true);" : ''}
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require ${JSON.stringify(join(wpDir, 'wp-load.php'))};
${code}
`,
      );
      return run('php', ['-d', 'display_errors=stderr', file], { cwd: wpDir });
    };
    site.debugLog = () => (existsSync(debugLog) ? readFileSync(debugLog, 'utf8') : '');

    site.php(
      `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
function wp_new_blog_notification() {}
$result = wp_install('Car Hire Test', ${JSON.stringify(ADMIN.login)}, 'admin@example.test', false, '', ${JSON.stringify(ADMIN.password)});
switch_theme('twentytwentythree');
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
update_option('rewrite_rules', '');
wp_insert_user(array('user_login' => ${JSON.stringify(SUBSCRIBER.login)}, 'user_pass' => ${JSON.stringify(SUBSCRIBER.password)},
  'user_email' => 'subscriber@example.test', 'role' => 'subscriber'));
wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Plain Page',
  'post_name' => 'plain-page', 'post_content' => '<!-- wp:paragraph --><p>Nothing to see.</p><!-- /wp:paragraph -->'));
`,
      { installing: true },
    );

    const server = spawn(
      'php',
      ['-d', 'display_errors=1', '-S', `127.0.0.1:${port}`, '-t', wpDir, join(wpDir, 'router.php')],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } },
    );
    children.push(server);
    site.serverLog = '';
    server.stderr.on('data', (chunk) => {
      site.serverLog += chunk;
    });
    const ready = Date.now() + 15_000;
    for (;;) {
      try {
        const response = await fetch(`${url}/wp-login.php`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status < 500) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || Date.now() > ready) throw new Error(`php -S did not start:\n${site.serverLog}`);
      await sleep(50);
    }
    return site;
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/**
 * Creates a published page (with unfiltered content, as an editor with unfiltered_html would);
 * returns its URL path.
 */
export function insertPage(site, slug, content) {
  return site.php(`
kses_remove_filters();
$id = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(slug)},
  'post_name' => ${JSON.stringify(slug)}, 'post_content' => ${JSON.stringify(content)}), true);
echo wp_make_link_relative(get_permalink($id));
`);
}

/**
 * Sets plugin settings directly, as a saved form would (`null` removes a key).
 * @param {{ php: (code: string) => string }} site @param {Record<string, unknown>} values
 */
export function configure(site, values) {
  site.php(`
$settings = get_option('chw_settings', array());
foreach (json_decode(${JSON.stringify(JSON.stringify(values))}, true) as $key => $value) {
  if ($value === null) { unset($settings[$key]); } else { $settings[$key] = $value; }
}
update_option('chw_settings', $settings);
`);
}

/**
 * Points the plugin at a reference API on another origin (the booking API, the rental host, its
 * root and the search-variant URL), with the created pages forgotten; `more` sets other keys.
 * @param {{ php: (code: string) => string }} site @param {string} apiUrl @param {Record<string, unknown>} [more]
 */
export function configureForApi(site, apiUrl, more = {}) {
  configure(site, {
    bookingApi: `${apiUrl}/api/v1`,
    rentalHost: apiUrl,
    apiRoot: 'rental-api',
    searchVariantUrl: `${apiUrl}/rental-api/v1/search-variant`,
    pages: [],
    routes: [],
    ...more,
  });
}

/** Activates the plugin as the Plugins screen does; resolves 'ok' or the error's words. */
export function activatePlugin(site) {
  return site.php(`
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin(${JSON.stringify(PLUGIN_BASENAME)});
echo is_wp_error($result) ? $result->get_error_message() : 'ok';
`);
}

/**
 * Installs a plugin zip the way Plugins → Add New → Upload does (Plugin_Upgrader, direct
 * filesystem). Resolves { error, plugin, messages }.
 */
export function installZip(site, zipFile) {
  return JSON.parse(
    site.php(`
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
$skin = new Automatic_Upgrader_Skin();
$upgrader = new Plugin_Upgrader($skin);
$result = $upgrader->install(${JSON.stringify(zipFile)});
echo wp_json_encode(array(
  'error' => is_wp_error($result) ? $result->get_error_message() : ($result ? null : 'install returned ' . var_export($result, true)),
  'plugin' => $upgrader->plugin_info(),
  'messages' => $skin->get_upgrade_messages(),
));
`),
  );
}

/**
 * Auth cookies (one session) for a user, and a nonce of that session for the settings form,
 * made in PHP rather than by logging in through wp-login.php (faster, and no test cookie dance).
 */
export function authFor(site, login) {
  const out = site.php(`
$user = get_user_by('login', ${JSON.stringify(login)});
$expires = time() + 3600;
$token = WP_Session_Tokens::get_instance($user->ID)->create($expires);
$auth = wp_generate_auth_cookie($user->ID, $expires, 'auth', $token);
$logged_in = wp_generate_auth_cookie($user->ID, $expires, 'logged_in', $token);
$_COOKIE[LOGGED_IN_COOKIE] = $logged_in;
wp_set_current_user($user->ID);
echo wp_json_encode(array(
  'cookie' => AUTH_COOKIE . '=' . rawurlencode($auth) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode($logged_in),
  'nonce' => wp_create_nonce('chw_settings-options'),
  'id' => $user->ID,
));
`);
  return JSON.parse(out);
}

/**
 * Posts the plugin's settings form to options.php as the admin's browser does (the option group,
 * `nonce`, the settings page as referer, and `fields`); the redirect is not followed.
 * @param {{ url: string }} site @param {string} cookie @param {string} nonce @param {Record<string, string>} fields
 */
export function postSettings(site, cookie, nonce, fields) {
  return fetch(`${site.url}/wp-admin/options.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      option_page: 'chw_settings',
      action: 'update',
      _wpnonce: nonce,
      _wp_http_referer: '/wp-admin/options-general.php?page=carhire-widgets',
      ...fields,
    }),
  });
}

/** Writes a stand-in build (manifest + an entry that marks each placeholder) for runs without `npm run build`. */
export function writeFakeBuild(dir) {
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(
    join(dir, 'main-fake0001.js'),
    `import { mark } from './chunks/mark-fake0001.js';
for (const node of document.querySelectorAll('[data-chw-island]')) mark(node);
`,
  );
  writeFileSync(
    join(dir, 'chunks/mark-fake0001.js'),
    `export function mark(node) {
  const p = document.createElement('p');
  p.textContent = 'Fake build mounted ' + node.dataset.chwIsland;
  node.append(p);
  node.dataset.chwMounted = 'true';
}
`,
  );
  writeFileSync(join(dir, 'chw-fake0001.css'), ':where([data-chw-island]){display:block;min-height:240px}\n');
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      version: 'fake0001',
      entry: 'main-fake0001.js',
      files: ['main-fake0001.js', 'chunks/mark-fake0001.js'],
      css: ['chw-fake0001.css'],
      islands: {},
    }),
  );
}
