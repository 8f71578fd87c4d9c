// @ts-check
/**
 * Every kind of email the server sends, rendered in two engines (Chromium through playwright-core
 * as the e2e suite starts it, Firefox ESR through WebDriver BiDi as this suite does) at 600 px, a
 * mail client's reading pane, and at 360 px, a phone: no sideways scrolling, the company's header
 * (its logo loaded with the company's name as its words, or the name itself) in the brand colour,
 * and the cost breakdown's lines where the email is about the booking's money. The booking emails
 * come from the reference server's outbox after real journeys (pay, find, change, cancel) with the
 * branding the plugin sent; the check-in emails are built from the same booking's view and dressed
 * by the same layout, in a branding without a logo and with a long name. The server's clock is
 * pinned (TEST_NOW). Needs no bundle.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/app.mjs';
import { renderEmail, EMAIL_WIDTH } from '../../demo/mail/layout.mjs';
import { checkinAskAgainEmail, checkinReceiptEmail, checkinReminderEmail } from '../../demo/mail/checkinEmails.mjs';
import { costLines } from '../../src/lib/bookingWords.mjs';
import { launchBrowser } from '../chromium.mjs';
import { FIREFOX_PATH } from './env.mjs';
import { TEST_NOW, ymdPlus } from '../clock.mjs';
import { urlsOf } from '../kit/api.mjs';
import { bookAndPay } from '../kit/booking.mjs';
import { lastManageLink, manageTokenOf, outboxOf } from '../kit/outbox.mjs';

const SECRET = 'engines-branding-secret-0123456789abcdef';
const WIDTHS = [EMAIL_WIDTH, 360];

/**
 * One email to look at: its HTML, the sender named in its header, the brand colour, and the cost
 * lines it must show (none for the short emails).
 * @typedef {{ kind: string, html: string, sender: string, logo: boolean, brandColour: string,
 *   costs: { name: string, amount: string }[] }} Shot
 */

/** @type {Shot[]} */
const shots = [];
/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('node:http').Server} */
let pages;
let pagesUrl = '';
let dir = '';

/** rgb(18, 52, 86) of #123456, as getComputedStyle says it. @param {string} hex */
const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * What the rendered email measures and shows, read in the page (the same function in every engine).
 * @returns {{ scrollWidth: number, bodyScrollWidth: number, headerBackground: string, headerTop: number,
 *   headerHeight: number, logo: { alt: string, loaded: boolean } | null, name: string, costs: string[][] }}
 */
function measure() {
  const header = /** @type {HTMLElement} */ (document.querySelector('.chw-email__header'));
  const img = header?.querySelector('img');
  const box = header?.getBoundingClientRect();
  return {
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    headerBackground: header ? getComputedStyle(header).backgroundColor : '',
    headerTop: box ? box.top : -1,
    headerHeight: box ? box.height : 0,
    logo: img ? { alt: img.alt, loaded: img.complete && img.naturalWidth > 0 } : null,
    name: header?.textContent?.trim() ?? '',
    costs: [...document.querySelectorAll('.chw-email__cost')].map((row) =>
      [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim()),
    ),
  };
}

/** A manage session's calls (the cookie the API set). @param {string} cookie */
const manageCall = (cookie) => async (/** @type {string} */ path, /** @type {object} */ body) => {
  const r = await fetch(`${server.url}/api/v1/manage${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `chw_manage=${cookie}` },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  assert.ok(r.ok, `${path}: ${r.status} ${JSON.stringify(json)}`);
  return json.data;
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chw-emails-'));
  server = await startServer({
    port: 0,
    dbFile: join(dir, 'emails.sqlite'),
    silent: true,
    now: TEST_NOW,
    rateLimitPerMin: 0,
    email: { secret: SECRET },
  });
  const env = urlsOf(server);
  // The plugin's call: the site's name, a logo (an image the demo serves) and its colours.
  const brand = {
    sender_name: 'Sunshine Coast Car Rentals',
    logo_url: `${server.url}/demo-assets/vehicles/toyota-corolla.svg`,
    brand_colour: '#123456',
    accent_colour: '#f5a300',
  };
  const set = await fetch(`${server.url}/api/v1/email-branding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
    body: JSON.stringify(brand),
  });
  assert.equal(set.status, 200);

  // Paid with two extras, long branch addresses: the widest booking email there is.
  const paid = await bookAndPay(env, {
    pickupId: 5,
    dropoffId: 5,
    pickupDate: ymdPlus(20),
    dropoffDate: ymdPlus(27),
    paymentType: 'N',
    extras: [
      { id: 1, qty: 1 },
      { id: 3, qty: 2 },
    ],
  });
  const bookingId = /** @type {number} */ (paid.booking_id);
  const link = await lastManageLink(env, bookingId);
  const session = await fetch(`${server.url}/api/v1/manage/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token: manageTokenOf(link) }),
  });
  const cookie = /** @type {string} */ (/chw_manage=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1]);
  const call = manageCall(cookie);
  const sold = await call('/booking', {});
  // The renter asks for a link again (the manage link email).
  await fetch(`${server.url}/api/v1/manage/find`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reservation_no: paid.reservation_no, email: paid.email }),
  });
  // A cheaper change (one extra fewer: refunded at once), then the cancellation.
  const fewer = [{ id: 1, qty: 1 }];
  const quote = await call('/quote', { extras: fewer });
  const changed = (await call('/change', { extras: fewer, expected_total: quote.new_total })).booking;
  const cancelled = (await call('/cancel', {})).booking;

  /** @type {Record<string, any>} */
  const views = { confirmation: sold, change: changed, cancellation: cancelled, manage_link: null };
  let mails = [];
  for (let i = 0; i < 50 && !mails.some((m) => m.kind === 'manage_link'); i++) {
    mails = (await outboxOf(env)).filter((m) => m.booking_id === bookingId);
    if (!mails.some((m) => m.kind === 'manage_link')) await new Promise((r) => setTimeout(r, 50));
  }
  for (const kind of Object.keys(views)) {
    const mail = mails.find((m) => m.kind === kind);
    assert.ok(mail, `a ${kind} email`);
    shots.push({
      kind,
      html: mail.html,
      sender: brand.sender_name,
      logo: true,
      brandColour: brand.brand_colour,
      costs: views[kind] ? costLines(views[kind].totals) : [],
    });
  }
  // Check-in's emails, dressed by the same layout: no logo, a long name, a light brand colour.
  const plain = {
    senderName: 'Sunshine Coast Hinterland Car, Four-Wheel-Drive and Campervan Rentals',
    logoUrl: '',
    brandColour: '#f5a300',
    accentColour: '#0b5cad',
  };
  const agreement = 'I agree to the rental terms. '.repeat(30).trim();
  for (const [kind, built] of /** @type {const} */ ([
    ['checkin_reminder', checkinReminderEmail(sold, `${link}&chw_checkin=1`)],
    [
      'checkin_receipt',
      checkinReceiptEmail(sold, { name: 'Other Buyer', at: Date.parse(TEST_NOW), version: '2026-11', text: agreement }),
    ],
    ['checkin_ask_again', checkinAskAgainEmail(sold, 'The photo is blurred.', `${link}&chw_checkin=1`)],
  ])) {
    shots.push({
      kind,
      html: renderEmail(built.body, plain, built.subject).html,
      sender: plain.senderName,
      logo: false,
      brandColour: plain.brandColour,
      costs: [],
    });
  }
  // The emails as pages of their own, as a mail client shows them (no sandbox of the outbox's frame).
  pages = createServer((req, res) => {
    const shot = shots[Number(/^\/email\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1)];
    if (!shot) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shot.html);
  });
  await new Promise((done) => pages.listen(0, '127.0.0.1', () => done(undefined)));
  pagesUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (pages.address()).port}`;
});

after(async () => {
  await new Promise((done) => (pages ? pages.close(() => done(undefined)) : done(undefined)));
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * The checks of one email in one engine at one width.
 * @param {Shot} shot @param {number} width @param {ReturnType<typeof measure>} seen @param {string} where
 */
function check(shot, width, seen, where) {
  assert.ok(seen.scrollWidth <= width, `${where}: scrollWidth ${seen.scrollWidth} > ${width}`);
  assert.ok(seen.bodyScrollWidth <= width, `${where}: body scrollWidth ${seen.bodyScrollWidth} > ${width}`);
  assert.equal(seen.headerBackground, rgb(shot.brandColour), `${where}: the header in the brand colour`);
  assert.ok(
    seen.headerTop < 40 && seen.headerHeight >= 48,
    `${where}: the header first (${seen.headerTop}, ${seen.headerHeight})`,
  );
  if (shot.logo) assert.deepEqual(seen.logo, { alt: shot.sender, loaded: true }, `${where}: the logo, loaded`);
  else {
    assert.equal(seen.logo, null, `${where}: no image`);
    assert.equal(seen.name, shot.sender, `${where}: the company's name`);
  }
  assert.deepEqual(
    seen.costs,
    shot.costs.map((line) => [line.name, line.amount]),
    `${where}: the cost lines`,
  );
}

test('every kind of email is here, the booking ones with their cost lines', () => {
  assert.deepEqual(
    shots.map((s) => s.kind),
    [
      'confirmation',
      'change',
      'cancellation',
      'manage_link',
      'checkin_reminder',
      'checkin_receipt',
      'checkin_ask_again',
    ],
  );
  for (const s of shots.slice(0, 3)) assert.ok(s.costs.length >= 4, `${s.kind}: ${s.costs.length} cost lines`);
});

describe('chromium', () => {
  /** @type {import('playwright-core').Browser} */
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  for (const width of WIDTHS) {
    test(`every email at ${width} px: no sideways scroll, the header, the cost lines`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        for (const [n, shot] of shots.entries()) {
          await page.goto(`${pagesUrl}/email/${n}`, { waitUntil: 'load' });
          check(shot, width, await page.evaluate(measure), `chromium ${width} ${shot.kind}`);
        }
      } finally {
        await page.close();
      }
    });
  }
});

describe('firefox', () => {
  /** @type {import('puppeteer-core').Browser} */
  let browser;
  before(async () => {
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: { 'network.proxy.type': 0 },
    });
  });
  after(async () => {
    await browser?.close();
  });
  for (const width of WIDTHS) {
    test(`every email at ${width} px: no sideways scroll, the header, the cost lines`, async () => {
      const page = await browser.newPage();
      try {
        await page.setViewport({ width, height: 900 });
        for (const [n, shot] of shots.entries()) {
          await page.goto(`${pagesUrl}/email/${n}`, { waitUntil: 'load' });
          check(shot, width, await page.evaluate(measure), `firefox ${width} ${shot.kind}`);
        }
      } finally {
        await page.close();
      }
    });
  }
});
