// @ts-check
/**
 * Emails from the company (issue 44 item 4): the sender's name, logo and colours from the server's
 * config and then from the WordPress plugin's call (POST /email-branding, guarded by a shared
 * secret); a header, dates first and the cost breakdown in every booking email, the same facts in
 * the HTML and text parts; the calendar file's UIDs kept and its SEQUENCE raised by every change,
 * the cancellation's file cancelling (METHOD:CANCEL), and no calendar file for a cancelled booking.
 * The server's clock is pinned (TEST_NOW).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { serverForTests, serversOnDemand } from './helpers.mjs';
import { manageKit } from './manage-kit.mjs';
import { costLines, bookingRows } from '../../src/lib/bookingWords.mjs';
import { createBranding, parseEmailSettings, textOn, contrast } from '../mail/branding.mjs';
import { renderEmail } from '../mail/layout.mjs';
import { buildIcs } from '../mail/ics.mjs';
import { escapeHtml } from '../mail/html.mjs';

const SECRET = 'test-branding-secret-0123456789abcdef';
const s = serverForTests({ email: { senderName: 'Config Car Hire', secret: SECRET } });
const { paidBooking, outbox, session, mapi } = manageKit(s);
const startServer = serversOnDemand();

const SITE = {
  sender_name: 'Sunshine Coast Car Rentals',
  logo_url: 'https://cdn.example/brand/logo.png',
  brand_colour: '#123456',
  accent_colour: '#ABCDEF',
};

/**
 * The plugin's call.
 * @param {unknown} body
 * @param {{ secret?: string, server?: import('./helpers.mjs').TestServer, headers?: Record<string, string> }} [o]
 */
const brand = (body, o = {}) =>
  (o.server ?? s).api('POST', '/api/v1/email-branding', body, {
    headers: { ...(o.secret === '' ? {} : { Authorization: `Bearer ${o.secret ?? SECRET}` }), ...o.headers },
  });

/** The newest email of a kind about a booking. @param {number} bookingId @param {string} kind */
const mailOf = async (bookingId, kind) => {
  const mail = (await outbox()).find((e) => e.booking_id === bookingId && e.kind === kind);
  assert.ok(mail, `a ${kind} email`);
  return mail;
};

/** The events of an .ics file, with the calendar's METHOD. @param {string} content */
function calendar(content) {
  const cal = new ICAL.Component(ICAL.parse(content));
  const events = cal
    .getAllSubcomponents('vevent')
    .map((v) => ({
      uid: String(v.getFirstPropertyValue('uid')),
      sequence: Number(v.getFirstPropertyValue('sequence')),
      status: String(v.getFirstPropertyValue('status')),
      organizer: v.getFirstProperty('organizer'),
    }));
  return { method: String(cal.getFirstPropertyValue('method')), events };
}

/** A change of extras made at once (pay later: no payment step). @param {string} token @param {{ id: number, qty: number }[]} extras */
async function changeExtras(token, extras) {
  const q = await mapi('/api/v1/manage/quote', { manage_token: token, extras });
  assert.equal(q.status, 200, q.text);
  const r = await mapi('/api/v1/manage/change', { manage_token: token, extras, expected_total: q.body.data.new_total });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.data.status, 'done');
}

describe('the sender', () => {
  test("emails come from the config's sender until the plugin's call, then in the site's name, logo and colours", async () => {
    const before = await paidBooking({ paymentType: 'L' });
    const first = await mailOf(before.bookingId, 'confirmation');
    assert.deepEqual(first.from, { name: 'Config Car Hire', address: 'bookings@carhire.example' });
    // No logo: the header says the company's name, in the site's default brand colour.
    assert.match(
      first.html,
      /class="chw-email__header" style="background:#0b5cad;[^"]*"><span [^>]*>Config Car Hire<\/span>/,
    );
    assert.equal(first.text.split('\n')[0], 'Config Car Hire');

    const r = await brand(SITE);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.data, { ...SITE, accent_colour: '#abcdef' });

    const after = await paidBooking({ paymentType: 'L' });
    const mail = await mailOf(after.bookingId, 'confirmation');
    assert.deepEqual(mail.from, { name: SITE.sender_name, address: 'bookings@carhire.example' });
    assert.match(
      mail.html,
      /class="chw-email__header" style="background:#123456;padding:16px 24px;border-bottom:4px solid #abcdef"><img src="https:\/\/cdn\.example\/brand\/logo\.png" alt="Sunshine Coast Car Rentals"/,
    );
    assert.match(mail.html, /class="chw-email__footer"[^>]*>Sunshine Coast Car Rentals · /);
    assert.equal(mail.text.split('\n')[0], SITE.sender_name);
    assert.match(mail.text, /\nSunshine Coast Car Rentals · This email was sent about your booking\.$/);
    // Its calendar file is the company's too.
    const ics = calendar(mail.attachments[0].content);
    assert.equal(ics.events[0].organizer?.getParameter('cn'), SITE.sender_name);
    // An email already sent keeps the sender it went out with.
    assert.equal((await mailOf(before.bookingId, 'confirmation')).from.name, 'Config Car Hire');
    // The outbox page says who each email is from.
    assert.match((await s.api('GET', '/demo/outbox')).text, /From <strong>Sunshine Coast Car Rentals<\/strong>/);
  });

  test('the branding call needs the shared secret, before its body is even read', async () => {
    const bad = { ...SITE, brand_colour: 'red' };
    for (const [secret, what] of [
      ['', 'none'],
      ['wrong-secret-wrong-secret-wrong-secret', 'a wrong one'],
      [`${SECRET}x`, 'one character more'],
    ]) {
      for (const body of [{ ...SITE, sender_name: 'Impostor' }, bad]) {
        const r = await brand(body, { secret });
        assert.equal(r.status, 401, `${what}: ${r.text}`);
        assert.equal(r.headers.get('www-authenticate'), 'Bearer');
      }
    }
    // A browser page elsewhere cannot call it, secret or not.
    const framed = await brand(SITE, { headers: { Origin: 'https://evil.example' } });
    assert.equal(framed.status, 403);
    // Nothing changed who the emails come from.
    const b = await paidBooking({ paymentType: 'L' });
    assert.notEqual((await mailOf(b.bookingId, 'confirmation')).from.name, 'Impostor');
  });

  test('every field is checked: a sender name that could break a header, a logo that is no http(s) URL, colours', async () => {
    for (const [body, message] of /** @type {const} */ ([
      [{ ...SITE, sender_name: 'Evil\r\nBcc: all@example.com' }, /^Sender name must be 1 to 80 characters/],
      [{ ...SITE, sender_name: 'Car Hire <admin@evil.example>' }, /^Sender name must be/],
      [{ ...SITE, sender_name: '' }, /^Sender name must be 1 to 80/],
      [{ ...SITE, sender_name: 'x'.repeat(81) }, /^Sender name must be 1 to 80/],
      [{ ...SITE, logo_url: 'javascript:alert(1)' }, /^Logo URL must be an absolute http or https URL/],
      [{ ...SITE, logo_url: '/logo.png' }, /^Logo URL must be an absolute/],
      [{ ...SITE, logo_url: 'https://user:pass@cdn.example/logo.png' }, /^Logo URL must be an absolute/],
      [{ ...SITE, brand_colour: '#12345' }, /^Brand colour must be a hex colour such as #0b5cad\.$/],
      [{ ...SITE, accent_colour: 'orange' }, /^Accent colour must be a hex colour/],
      [{ sender_name: 'Only a name' }, /is required\.$/],
    ])) {
      const r = await brand(body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.message, message);
    }
    // No logo is a choice: the header then says the name.
    const none = await brand({ ...SITE, logo_url: '' });
    assert.equal(none.status, 200, none.text);
    const b = await paidBooking({ paymentType: 'L' });
    const mail = await mailOf(b.bookingId, 'confirmation');
    assert.ok(!mail.html.includes('<img'), 'no image');
    assert.match(mail.html, /<span [^>]*>Sunshine Coast Car Rentals<\/span>/);
  });

  test('a server without a secret takes no branding: its config is what its emails wear', async () => {
    const own = await startServer({ email: { senderName: 'Own Config Hire', brandColour: '#aa0000' } });
    const r = await brand(SITE, { server: own });
    assert.equal(r.status, 403);
    assert.equal(r.body.title, 'Email branding not enabled');
    assert.equal(own.db.prepare('SELECT COUNT(*) FROM email_branding').pluck().get(), 0);
  });

  test('the config is checked at start: a wrong value names its variable', () => {
    assert.deepEqual(
      parseEmailSettings({
        EMAIL_SENDER_NAME: '  Sunshine   Rentals ',
        EMAIL_BRAND_COLOUR: '#A1B2C3',
        EMAIL_BRANDING_SECRET: SECRET,
        EMAIL_FROM_ADDRESS: 'hello@sunshine.example',
      }),
      { senderName: 'Sunshine Rentals', brandColour: '#a1b2c3', secret: SECRET, fromAddress: 'hello@sunshine.example' },
    );
    assert.deepEqual(parseEmailSettings({}), {});
    assert.throws(
      () => parseEmailSettings({ EMAIL_BRANDING_SECRET: 'short' }),
      /^Error: EMAIL_BRANDING_SECRET must be/,
    );
    assert.throws(
      () => parseEmailSettings({ EMAIL_ACCENT_COLOUR: 'blue' }),
      /^Error: EMAIL_ACCENT_COLOUR must be a hex/,
    );
    assert.throws(() => parseEmailSettings({ EMAIL_LOGO_URL: 'ftp://x.example/l.png' }), /^Error: EMAIL_LOGO_URL/);
    assert.throws(() => parseEmailSettings({ EMAIL_SENDER_NAME: 'A\nB' }), /^Error: EMAIL_SENDER_NAME/);
    assert.throws(() => parseEmailSettings({ EMAIL_FROM_ADDRESS: 'not an address' }), /^Error: EMAIL_FROM_ADDRESS/);
    assert.throws(
      () => createBranding({ db: s.db, clock: s.clock, settings: { brandColour: 'red' } }),
      /email\.brandColour/,
    );
  });

  test('text on the brand colour is white or near-black, whichever reads better', () => {
    for (const colour of ['#0b5cad', '#f5a300', '#123456', '#ffff00', '#000000', '#ffffff', '#c0392b']) {
      assert.ok(contrast(colour, textOn(colour)) >= 4.5, `${colour} with ${textOn(colour)}`);
    }
    // A mid grey reaches 4.5:1 with neither; the better of the two is taken.
    assert.equal(textOn('#777777'), '#ffffff');
    assert.equal(textOn('#f5a300'), '#1a1a1a');
    assert.equal(textOn('#0b5cad'), '#ffffff');
  });
});

describe('what every booking email says', () => {
  test('dates first, the cost breakdown as on /complete, and the same facts in the HTML and text parts', async () => {
    const b = await paidBooking({ paymentType: 'N', extras: [{ id: 1, qty: 1 }] });
    const token = await session(b.link);
    const view = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    const mail = await mailOf(b.bookingId, 'confirmation');
    // The details table starts with the dates, as the booking steps write them.
    const rows = [...mail.html.matchAll(/<tr><th [^>]*>([^<]*)<\/th><td [^>]*>([^<]*)<\/td><\/tr>/g)];
    const [pickup, ret] = bookingRows(view, { addresses: true });
    assert.deepEqual(
      rows.slice(0, 2).map((m) => [m[1], m[2]]),
      [
        [pickup.label, escapeHtml(pickup.value)],
        [ret.label, escapeHtml(ret.value)],
      ],
    );
    assert.match(pickup.value, /^\w{3}, \d{2} \w{3} - \d{2}:\d{2} [AP]M \(Brisbane time\), Brisbane Airport/);
    // The cost breakdown: /complete's lines, the total last and marked.
    const lines = costLines(view.totals);
    assert.ok(lines.length >= 3);
    const costRows = [...mail.html.matchAll(/<tr class="chw-email__cost( chw-email__cost--total)?">.*?<\/tr>/g)];
    assert.equal(costRows.length, lines.length);
    lines.forEach((line, i) => {
      assert.ok(costRows[i][0].includes(escapeHtml(line.name)) && costRows[i][0].includes(line.amount), line.name);
      assert.equal(Boolean(costRows[i][1]), line.grand);
      assert.ok(mail.text.includes(`${line.name}: ${line.amount}`), `text: ${line.name}`);
    });
    assert.match(mail.text, /\nCost Breakdown\n/);
    // Every fact of the HTML is in the text, in the same order.
    const facts = rows.map((m) => `${m[1]}: ${m[2]}`.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
    let at = 0;
    for (const fact of facts) {
      const found = mail.text.indexOf(fact, at);
      assert.ok(found >= at, `text has "${fact}" after the one before`);
      at = found;
    }
  });

  test('the cancellation email links back to the booking and says what happened to the money', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const r = await mapi('/api/v1/manage/cancel', { manage_token: token });
    assert.equal(r.status, 200, r.text);
    const mail = await mailOf(b.bookingId, 'cancellation');
    const link = /Manage my booking: (\S+)/.exec(mail.text)?.[1];
    assert.ok(link, 'a link back in the text');
    assert.ok(mail.html.includes(`href="${escapeHtml(link)}"`), 'and the same link in the HTML');
    // The link opens the (cancelled) booking.
    const again = await session(link);
    const seen = await mapi('/api/v1/manage/booking', { manage_token: again });
    assert.equal(seen.body.data.status, 'X');
    assert.match(mail.text, /The preauthorisation on your card has been released\. Nothing has been charged\./);
    // Nothing held after a pay-later cancel: the payment row says released, never "preauthorised … $0.00".
    assert.ok(!mail.text.includes('$0.00'), mail.text);
    assert.match(mail.text, /\nCost Breakdown\n/);
  });
});

describe('the calendar file', () => {
  test('the same UIDs in every file; every change raises SEQUENCE; the cancellation cancels; then no file at all', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const sold = calendar((await mailOf(b.bookingId, 'confirmation')).attachments[0].content);
    assert.equal(sold.method, 'PUBLISH');
    assert.equal(sold.events.length, 2);
    const uids = sold.events.map((e) => e.uid);
    assert.deepEqual(
      sold.events.map((e) => [e.sequence, e.status]),
      [
        [0, 'CONFIRMED'],
        [0, 'CONFIRMED'],
      ],
    );

    /** The file of GET-like /calendar, as the widget's "Add to calendar" gets it. */
    const download = async () => {
      const r = await mapi('/api/v1/manage/calendar', { manage_token: token });
      return r;
    };
    assert.deepEqual(
      calendar((await download()).text).events.map((e) => e.sequence),
      [0, 0],
    );

    await changeExtras(token, [{ id: 1, qty: 1 }]);
    const once = calendar((await mailOf(b.bookingId, 'change')).attachments[0].content);
    assert.deepEqual(
      once.events.map((e) => [e.uid, e.sequence]),
      uids.map((uid) => [uid, 1]),
    );
    assert.deepEqual(
      calendar((await download()).text).events.map((e) => e.sequence),
      [1, 1],
    );

    await changeExtras(token, []);
    const twice = calendar((await mailOf(b.bookingId, 'change')).attachments[0].content);
    assert.deepEqual(
      twice.events.map((e) => e.sequence),
      [2, 2],
    );

    const cancelled = await mapi('/api/v1/manage/cancel', { manage_token: token });
    assert.equal(cancelled.status, 200, cancelled.text);
    const file = (await mailOf(b.bookingId, 'cancellation')).attachments[0];
    assert.equal(file.filename, `booking-${b.reservationNo}.ics`);
    assert.equal(file.contentType, 'text/calendar; method=CANCEL');
    const cancel = calendar(file.content);
    assert.equal(cancel.method, 'CANCEL');
    assert.deepEqual(
      cancel.events.map((e) => [e.uid, e.sequence, e.status]),
      uids.map((uid) => [uid, 3, 'CANCELLED']),
    );
    assert.equal(s.db.prepare('SELECT calendar_sequence FROM bookings WHERE id = ?').pluck().get(b.bookingId), 3);

    // A cancelled booking offers no calendar file.
    const none = await download();
    assert.equal(none.status, 409);
    assert.equal(none.body.code, 'cancelled');
  });

  test('buildIcs: SEQUENCE, STATUS and METHOD as asked; the ORGANIZER named and quoted', () => {
    const event = { uid: 'u-1@x', start: 0, end: 1_800_000, summary: 'S', location: 'L', description: 'D' };
    const ics = buildIcs({
      events: [event],
      stamp: 0,
      sequence: 4,
      cancel: true,
      organizer: { name: 'A "quoted"\u0007 name', address: 'bookings@carhire.example' },
    });
    assert.match(ics, /\r\nMETHOD:CANCEL\r\n/);
    assert.match(ics, /\r\nUID:u-1@x\r\nSEQUENCE:4\r\nSTATUS:CANCELLED\r\n/);
    assert.match(ics, /\r\nORGANIZER;CN="A quoted name":mailto:bookings@carhire\.example\r\n/);
    const plain = buildIcs({ events: [event], stamp: 0 });
    assert.match(plain, /\r\nMETHOD:PUBLISH\r\n/);
    assert.match(plain, /\r\nSEQUENCE:0\r\nSTATUS:CONFIRMED\r\n/);
    assert.ok(!plain.includes('ORGANIZER'));
  });
});

test('renderEmail escapes every value and dresses the body in the brand', () => {
  const { html, text } = renderEmail(
    {
      heading: 'Hello <script>',
      intro: ['A & B'],
      link: { href: 'https://site.example/manage?a=1&b="2"', label: 'Go' },
      rows: [['<b>', '"x"']],
      costs: { title: 'Cost Breakdown', lines: [{ name: 'Total', amount: '$1.00', grand: true }] },
    },
    { senderName: 'R&R <Hire>', logoUrl: '', brandColour: '#f5a300', accentColour: '#0b5cad' },
    'Subject "1"',
  );
  assert.ok(!html.includes('<script>') && !html.includes('<b>'));
  assert.ok(html.includes('Hello &lt;script&gt;') && html.includes('R&amp;R &lt;Hire&gt;'));
  assert.ok(html.includes('href="https://site.example/manage?a=1&amp;b=&quot;2&quot;"'));
  // Near-black on the light brand colour: the header and the button stay readable.
  assert.match(html, /background:#f5a300;color:#1a1a1a/);
  assert.ok(!/width="600"|(?<!-)width:600px/.test(html), 'no fixed width: the column narrows with the window');
  assert.deepEqual(text.split('\n').slice(0, 5), ['R&R <Hire>', '', 'Hello <script>', '', 'A & B']);
  assert.match(text, /Go: https:\/\/site\.example\/manage\?a=1&b="2"/);
  assert.match(text, /<b>: "x"\n\nCost Breakdown\nTotal: \$1\.00\n/);
});
