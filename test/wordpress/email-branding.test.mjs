/**
 * The plugin hands the company API its email branding (issue 44 item 4): saving Settings → Car
 * Hire Widgets as the admin (the real options.php form, its nonce and capability) sends the sender
 * name, the logo and the brand colours to POST {bookingApi}/email-branding with the branding
 * secret, and the renters' next emails come from the site's name in its colours. A wrong secret
 * changes nothing and says why on the screen; the secret is never printed back, nor on a page.
 *
 * Needs test/wordpress/setup.sh's packages; no bundle (a stand-in build is linked in).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activatePlugin, ADMIN, authFor, postSettings, startWordPress, writeFakeBuild } from './wordpress-site.mjs';
import { getPage, pluginLogLines, pluginSource } from './site-readers.mjs';
import { startServer } from '../../demo/app.mjs';
import { TEST_NOW, ymdPlus } from '../clock.mjs';
import { urlsOf } from '../kit/api.mjs';
import { bookAndPay } from '../kit/booking.mjs';
import { outboxOf } from '../kit/outbox.mjs';

const SECRET = 'wordpress-branding-secret-0123456789abcdef';
const WRONG = 'not-the-branding-secret-0123456789abcdef';

let site;
let api;
let dir = '';

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chw-wp-email-'));
  const assets = join(dir, 'assets');
  writeFakeBuild(assets);
  site = await startWordPress({ pluginDir: pluginSource, assetsDir: assets });
  api = await startServer({
    port: 0,
    dbFile: join(dir, 'api.sqlite'),
    silent: true,
    now: TEST_NOW,
    corsOrigins: [site.url],
    email: { secret: SECRET },
  });
  assert.equal(activatePlugin(site), 'ok');
});

after(async () => {
  await site?.stop();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Saves the settings form as the admin does (options.php with the form's nonce); resolves the
 * settings screen WordPress sends the admin back to.
 * @param {Record<string, string>} fields the form's fields beyond the nonce
 */
async function saveSettings(fields) {
  const admin = authFor(site, ADMIN.login);
  const posted = await postSettings(site, admin.cookie, admin.nonce, {
    'chw_settings[bookingApi]': `${api.url}/api/v1`,
    'chw_settings[stripeKey]': 'pk_test_demo',
    'chw_settings[brandColor]': '#123456',
    'chw_settings[accentColor]': '#F5A300',
    ...fields,
  });
  assert.equal(posted.status, 302, await posted.text());
  const back = new URL(/** @type {string} */ (posted.headers.get('location')), site.url);
  const screen = await getPage(site, back.pathname + back.search, { cookie: admin.cookie });
  assert.equal(screen.status, 200);
  return screen.body;
}

/** The API's stored branding (the plugin's last call), or undefined. */
const stored = () =>
  api.db.prepare('SELECT sender_name, logo_url, brand_colour, accent_colour FROM email_branding').get();

test('saving the settings sends the branding; the next email comes from the site in its colours', async () => {
  const screen = await saveSettings({
    'chw_email[senderName]': 'Sunshine Coast Car Rentals',
    'chw_email[logoUrl]': 'https://cdn.example/brand/logo.png',
    'chw_email[secret]': SECRET,
  });
  assert.match(screen, /Settings saved\. The booking API now sends its emails as Sunshine Coast Car Rentals\./);
  assert.deepEqual(stored(), {
    sender_name: 'Sunshine Coast Car Rentals',
    logo_url: 'https://cdn.example/brand/logo.png',
    brand_colour: '#123456',
    accent_colour: '#f5a300',
  });
  // The secret is write-only: the screen says one is saved and never prints it.
  assert.ok(!screen.includes(SECRET), 'the secret is not on the settings screen');
  assert.match(screen, /A secret is saved: leave this empty to keep it\./);
  assert.match(screen, /<label for="chw-email-secret">Branding secret<\/label>/);
  assert.ok(!(await getPage(site, '/booking/')).body.includes(SECRET), 'nor on a page');

  const paid = await bookAndPay(urlsOf(api), {
    pickupId: 5,
    dropoffId: 5,
    pickupDate: ymdPlus(20),
    dropoffDate: ymdPlus(23),
  });
  const mail = (await outboxOf(urlsOf(api))).find((m) => m.booking_id === paid.booking_id && m.kind === 'confirmation');
  assert.ok(mail, 'the confirmation');
  assert.equal(mail.from.name, 'Sunshine Coast Car Rentals');
  assert.match(
    mail.html,
    /class="chw-email__header" style="background:#123456;[^"]*"><img src="https:\/\/cdn\.example\/brand\/logo\.png" alt="Sunshine Coast Car Rentals"/,
  );
});

test('an empty secret field keeps the saved secret; empty name and logo send the site title and no logo', async () => {
  const screen = await saveSettings({ 'chw_email[senderName]': '', 'chw_email[logoUrl]': '', 'chw_email[secret]': '' });
  assert.match(screen, /The booking API now sends its emails as Car Hire Test\./);
  assert.deepEqual(stored(), {
    sender_name: 'Car Hire Test',
    logo_url: '',
    brand_colour: '#123456',
    accent_colour: '#f5a300',
  });
});

test('a wrong secret changes nothing and the screen says why', async () => {
  const screen = await saveSettings({ 'chw_email[senderName]': 'Impostor Rentals', 'chw_email[secret]': WRONG });
  assert.match(
    screen,
    /Settings saved, but the email branding could not be sent to the booking API: HTTP 401 Unauthorized\. The branding secret is missing or wrong\./,
  );
  assert.equal(stored().sender_name, 'Car Hire Test');
  assert.ok(!screen.includes(WRONG));
  // A secret too short to be one is refused on the form and the saved one kept.
  const short = await saveSettings({ 'chw_email[secret]': 'short' });
  assert.match(
    short,
    /The branding secret must be at least 32 characters without spaces\. The previous secret was kept\./,
  );
  // "Forget the saved secret": nothing is sent any more, and the API keeps what it has.
  const forgotten = await saveSettings({ 'chw_email[senderName]': 'Nobody', 'chw_email[forgetSecret]': '1' });
  assert.ok(!forgotten.includes('A secret is saved'), 'no secret saved');
  assert.ok(!forgotten.includes('setting-error-chw_email_branding'), 'nothing sent, nothing said about it');
  assert.match(forgotten, /setting-error-settings_updated/);
  assert.equal(stored().sender_name, 'Car Hire Test');
  assert.deepEqual(pluginLogLines(site), []);
});
