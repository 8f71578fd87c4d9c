// @ts-check
/** Manage my booking: emails and outbox, find, link, session, view, cancel, change, details. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { serverForTests, searchBody, card, dayFromNow } from './helpers.mjs';
import { manageKit } from './manage-kit.mjs';
import { TEST_NOW } from '../../test/clock.mjs';
import { FIND_ANSWER, zonedInstant } from '../api/manage.mjs';
import { CHECKIN_OPENS_DAYS, MANAGE_FIND_MAX } from '../lib/rules.generated.mjs';
import { formatPickupLong } from '../../src/lib/stepWords.mjs';
import { parseDemoOutbox } from '../mail/outbox.mjs';

const s = serverForTests({ staff: true });

const { paidBooking, outbox, linkOf, tokenOf, session, newLinkOpens, refunds, payments, mapi, lastStart } =
  manageKit(s);

describe('confirmation email and outbox', () => {
  test('POST /payment sends one confirmation with the details, a manage link on the site and an .ics', async () => {
    const b = await paidBooking({ extras: [{ id: 1, qty: 1 }] });
    const { mail } = b;
    assert.equal(mail.to, b.email);
    assert.equal(mail.subject, `Booking confirmed: ${b.reservationNo}`);
    for (const words of [
      b.reservationNo,
      'Brisbane Airport, 11 The Circuit, Brisbane Airport QLD 4008',
      '10:00 AM (Brisbane time), Brisbane Airport',
      'Toyota Corolla',
      '$500 Damage Liability',
      'GPS Navigation × 1',
      `Paid: $${b.amount.toFixed(2)}`,
      'Free cancellation until',
    ]) {
      assert.ok(mail.text.includes(words), `text has "${words}"`);
      assert.ok(mail.html.includes(words.replace('&', '&amp;')), `html has "${words}"`);
    }
    // When check-in opens: seven days before pick up, at its wall-clock time, in the page's words.
    const pickup = /** @type {string} */ (
      s.db.prepare('SELECT pickup_dt FROM bookings WHERE id = ?').pluck().get(b.bookingId)
    );
    const opens = new Date(Date.parse(`${pickup.slice(0, 10)}T00:00:00Z`) - CHECKIN_OPENS_DAYS * 86_400_000);
    const opensLine = `Online check-in opens ${formatPickupLong(opens.toISOString().slice(0, 10), pickup.slice(11, 16))} (Brisbane time)`;
    assert.ok(mail.text.includes(opensLine), `${opensLine} in ${mail.text}`);
    assert.ok(mail.html.includes(opensLine), 'and in the HTML part');
    // The link goes to the site's page (PUBLIC_URL here), with a token, never to an API path.
    assert.match(b.link, new RegExp(`^${s.url}/manage-booking\\?chw_manage=[\\w-]{40,}$`));
    // Registering the same payment again sends nothing more.
    const again = await s.api('POST', '/api/v1/payment', { stripe_id: b.stripeId, booking_token: 'x' });
    assert.equal(again.status, 404);
    assert.equal((await outbox()).filter((e) => e.booking_id === b.bookingId).length, 1);

    const page = await s.api('GET', '/demo/outbox');
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(`Booking confirmed: ${b.reservationNo}`));
    assert.ok(page.text.includes(`booking-${b.reservationNo}.ics`));
  });

  test("the outbox is only a demo's: with SMTP_URL, or DEMO_OUTBOX=0, its pages are 404", async () => {
    const paths = (/** @type {number} */ id) => ['/demo/outbox', '/demo/outbox.json', `/demo/outbox/${id}/0`];
    const b = await paidBooking();
    // The demo (no SMTP_URL, no DEMO_OUTBOX): served, attachment and all.
    for (const path of paths(b.mail.id)) assert.equal((await s.api('GET', path)).status, 200, path);
    const { startTestServer } = await import('./helpers.mjs');
    // SMTP_URL and DEMO_OUTBOX=0 as demo/server.mjs passes them on.
    for (const options of [{ smtpUrl: 'smtp://127.0.0.1:9' }, { demoOutbox: parseDemoOutbox('0') }]) {
      const off = await startTestServer(options);
      try {
        // An email with a manage link and an attachment is stored, and none of it is served.
        const id = Number(
          off.db
            .prepare(
              `INSERT INTO emails (kind, to_addr, subject, html, text, attachments, created)
               VALUES ('manage_link', 'a@example.com', 's', ?, ?, ?, 0)`,
            )
            .run(b.mail.html, b.mail.text, JSON.stringify(b.mail.attachments)).lastInsertRowid,
        );
        for (const path of paths(id)) {
          const r = await off.api('GET', path);
          assert.equal(r.status, 404, `${JSON.stringify(options)}: ${path}`);
          assert.ok(!r.text.includes('chw_manage='), path);
        }
      } finally {
        await off.stop();
      }
    }
    assert.equal(parseDemoOutbox('1'), true);
    assert.equal(parseDemoOutbox(undefined), undefined);
    assert.throws(() => parseDemoOutbox('yes'), /DEMO_OUTBOX must be 1 or 0/);
  });

  test('the .ics parses back: pickup and return events at the branch address, at the right instants', async () => {
    const b = await paidBooking();
    const file = b.mail.attachments[0];
    assert.equal(file.contentType, 'text/calendar');
    const cal = new ICAL.Component(ICAL.parse(file.content));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    assert.equal(events.length, 2);
    const [pickup, ret] = events;
    const day = dayFromNow(lastStart());
    // 10:00 in Brisbane (UTC+10, no daylight saving) is 00:00 UTC.
    assert.equal(pickup.startDate.toJSDate().toISOString(), `${day}T00:00:00.000Z`);
    assert.match(pickup.summary, new RegExp(`Pick up your hire car \\(${b.reservationNo}\\)`));
    assert.equal(pickup.location, 'Brisbane Airport, 11 The Circuit, Brisbane Airport QLD 4008');
    assert.match(ret.summary, /Return your hire car/);
    assert.ok(ret.startDate.toJSDate() > pickup.startDate.toJSDate());
    // The calendar links to the page, not to a single-use token.
    assert.ok(!file.content.includes('chw_manage='));
  });

  test('a manage_url of another origin is ignored: the link stays on the site', async () => {
    const b = await paidBooking({ manageUrl: 'https://evil.example/manage-booking' });
    assert.ok(b.link.startsWith(`${s.url}/manage-booking?`));
    const own = await paidBooking({ manageUrl: `${s.url}/my-booking` });
    assert.ok(own.link.startsWith(`${s.url}/my-booking?chw_manage=`));
  });
});

describe('find, link and session', () => {
  test('find answers the same for a match and for a wrong email; only a match emails the booking address', async () => {
    const b = await paidBooking();
    const before = (await outbox()).length;
    const wrong = await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: 'other@example.com' });
    const unknown = await mapi('/api/v1/manage/find', { reservation_no: 'CHW999999', email: b.email });
    const right = await mapi('/api/v1/manage/find', {
      reservation_no: b.reservationNo.toLowerCase(),
      email: b.email.toUpperCase(),
    });
    for (const r of [wrong, unknown, right]) {
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { data: { message: FIND_ANSWER } });
    }
    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to, b.email);
    assert.equal(mails[0].kind, 'manage_link');
    assert.ok(linkOf(mails[0]));
  });

  test('find is rate-limited per email address and per reservation number, from one address', async () => {
    const b = await paidBooking();
    for (let i = 0; i < MANAGE_FIND_MAX; i++) {
      const r = await mapi('/api/v1/manage/find', { reservation_no: `CHW9${i}0000`, email: 'limit@example.com' });
      assert.equal(r.status, 200);
    }
    const byEmail = await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: 'limit@example.com' });
    assert.equal(byEmail.status, 429);
    // A refused try counts against nothing: five more tries of the number from this address are answered.
    for (let i = 0; i < MANAGE_FIND_MAX; i++) {
      const r = await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: `x${i}@example.com` });
      assert.equal(r.status, 200);
    }
    const byRef = await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
    assert.equal(byRef.status, 429);
    assert.ok(Number(byRef.headers.get('retry-after')) > 0);
  });

  test('a link works once; a used link says so; an expired one (24 h) says so; either can ask for a new link', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    assert.ok(token.length >= 40);
    const used = await mapi('/api/v1/manage/session', { link_token: tokenOf(b.link) });
    assert.equal(used.status, 410);
    assert.equal(used.body.code, 'link_used');
    const bogus = await mapi('/api/v1/manage/session', { link_token: 'nope' });
    assert.equal(bogus.status, 404);
    assert.equal(bogus.body.code, 'link_invalid');

    await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
    const fresh = linkOf((await outbox()).find((e) => e.booking_id === b.bookingId && e.kind === 'manage_link'));
    s.clock.advance(24 * 3_600_000 + 1000);
    try {
      const expired = await mapi('/api/v1/manage/session', { link_token: tokenOf(fresh) });
      assert.equal(expired.status, 410);
      assert.equal(expired.body.code, 'link_expired');
      const before = (await outbox()).length;
      const again = await mapi('/api/v1/manage/link', { link_token: tokenOf(fresh) });
      assert.deepEqual(again.body, { data: { message: FIND_ANSWER } });
      await newLinkOpens(before, b.email);
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('a session lasts 60 minutes and reads only its own booking', async () => {
    const a = await paidBooking();
    const b = await paidBooking();
    const tokenA = await session(a.link);
    const view = await mapi('/api/v1/manage/booking', {
      manage_token: tokenA,
      reservation_no: b.reservationNo,
      booking_id: b.bookingId,
    });
    assert.equal(view.status, 200);
    assert.equal(view.body.data.reservation_no, a.reservationNo);
    // Nothing in a body points a session at another booking: cancel acts on A only.
    const cancel = await mapi('/api/v1/manage/cancel', { manage_token: tokenA, booking_id: b.bookingId });
    assert.equal(cancel.status, 200);
    assert.equal(cancel.body.data.booking.reservation_no, a.reservationNo);
    const tokenB = await session(b.link);
    assert.equal((await mapi('/api/v1/manage/booking', { manage_token: tokenB })).body.data.status, 'C');
    s.clock.advance(60 * 60_000 + 1000);
    try {
      const ended = await mapi('/api/v1/manage/booking', { manage_token: tokenB });
      assert.equal(ended.status, 401);
      assert.equal(ended.body.code, 'manage_expired');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('the view masks contact details and states the terms', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const v = (await mapi('/api/v1/manage/booking', { manage_token: await session(b.link) })).body.data;
    assert.equal(v.email_masked, `r${'*'.repeat(b.email.split('@')[0].length - 1)}@example.com`);
    assert.equal(v.phone_masked, '+61 *** *** 678');
    assert.ok(!JSON.stringify(v).includes(b.email));
    assert.equal(v.flight_no, 'QF520');
    assert.equal(v.payment_type, 'L');
    assert.equal(v.paid, 0);
    assert.equal(v.preauthorised, v.total);
    assert.equal(v.pickup.time_zone, 'Australia/Brisbane');
    assert.equal(v.cancellation.free_until, new Date(Date.parse(v.pickup.at) - 48 * 3_600_000).toISOString());
    assert.ok(v.pickup.hours.length === 7);
  });
});

describe('cancel', () => {
  test('pay now before the cut-off: refunded in full, status X, the car back in stock, an email', async () => {
    // The last Corolla at Logan for these dates.
    const over = { pickup_location_id: 5, dropoff_location_id: 5 };
    const b = await paidBooking({ over });
    const token = await session(b.link);
    const v = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    assert.equal(v.refundable_now, b.amount);
    const searchAgain = async () => {
      const day = v.pickup.date;
      const r = await s.api(
        'POST',
        '/api/v1/search',
        searchBody({ ...over, pickup_date: day, dropoff_date: v.dropoff.date }),
      );
      return r.body.data.availableVehicles.find((/** @type {any} */ car) => car.id === 3).status;
    };
    const stockBefore = await s.api(
      'POST',
      '/api/v1/search',
      searchBody({ ...over, pickup_date: v.pickup.date, dropoff_date: v.dropoff.date }),
    );
    const freeBefore = stockBefore.status === 200;
    assert.ok(freeBefore);
    const countFree = () =>
      /** @type {number} */ (
        s.db
          .prepare(
            `SELECT f.count - (SELECT COUNT(*) FROM bookings WHERE vehicle_id = 3 AND pickup_location_id = 5 AND status IN ('C','R')
             AND pickup_dt < ? AND dropoff_dt > ?) FROM fleet f WHERE vehicle_id = 3 AND location_id = 5`,
          )
          .pluck()
          .get(`${v.dropoff.date} ${v.dropoff.time}:00`, `${v.pickup.date} ${v.pickup.time}:00`)
      );
    const freeWhilePaid = countFree();
    const r = await mapi('/api/v1/manage/cancel', { manage_token: token, expected_refund: b.amount });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.refund, b.amount);
    assert.equal(r.body.data.booking.status, 'X');
    assert.equal(countFree(), freeWhilePaid + 1);
    assert.equal(await searchAgain(), true);
    const row = /** @type {any} */ (s.db.prepare('SELECT status FROM bookings WHERE id = ?').get(b.bookingId));
    assert.equal(row.status, 'X');
    const refs = await refunds(b.bookingId);
    assert.deepEqual(
      refs.map((x) => x.amount),
      [Math.round(b.amount * 100)],
    );
    assert.equal(refs[0].payment_intent, b.stripeId);
    const mail = (await outbox()).find((e) => e.booking_id === b.bookingId && e.kind === 'cancellation');
    assert.ok(mail.text.includes(`We have refunded $${b.amount.toFixed(2)}`));
    // Twice: nothing more.
    const twice = await mapi('/api/v1/manage/cancel', { manage_token: token });
    assert.equal(twice.status, 409);
    assert.equal((await refunds(b.bookingId)).length, 1);
    const comments = await s.api('GET', `/api/v1/comments?booking_id=${b.bookingId}`, undefined, s.asStaff);
    assert.match(comments.body.data.at(-1).Comment, /^Renter cancelled online: refund \$/);
  });

  test('pay later: the card is released and nothing is charged', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const r = await mapi('/api/v1/manage/cancel', { manage_token: token });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.refund, 0);
    assert.equal((await refunds(b.bookingId)).length, 0);
    assert.equal((await payments(b.bookingId)).length, 0);
    const setups = (await s.api('GET', `/stripe-double/v1/setup_intents?metadata[booking_id]=${b.bookingId}`)).body
      .data;
    assert.deepEqual(
      setups.map((/** @type {any} */ x) => x.status),
      ['canceled'],
    );
    const mail = (await outbox()).find((e) => e.booking_id === b.bookingId && e.kind === 'cancellation');
    assert.ok(mail.text.includes('Nothing has been charged'));
  });

  test('the cut-off is 48 real hours before pick up in the branch zone, across a daylight-saving change', async () => {
    // Sydney Airport, pick up Mon 5 Apr 2027 10:00 AEST; daylight saving ended Sun 4 Apr at 03:00.
    // 48 hours earlier is Sat 3 Apr 11:00 AEDT (not 10:00, as wall-clock arithmetic would say).
    s.clock.set('2027-03-20T09:00:00+11:00');
    try {
      const b = await paidBooking({
        over: { pickup_location_id: 4, dropoff_location_id: 4, pickup_date: '2027-04-05', dropoff_date: '2027-04-08' },
      });
      const token = await session(b.link);
      const v = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
      assert.equal(v.pickup.at, '2027-04-05T00:00:00.000Z');
      assert.equal(v.cancellation.free_until, '2027-04-03T00:00:00.000Z');
      s.clock.set('2027-04-03T10:30:00+11:00');
      const free = (await mapi('/api/v1/manage/booking', { manage_token: await session(await newLink(b)) })).body.data;
      assert.deepEqual([free.cancellation.allowed, free.cancellation.fee], [true, 0]);
      s.clock.set('2027-04-03T11:00:00+11:00');
      const tok = await session(await newLink(b));
      const late = (await mapi('/api/v1/manage/booking', { manage_token: tok })).body.data;
      assert.deepEqual(
        [late.cancellation.allowed, late.cancellation.fee, late.cancellation.refund],
        [true, 50, round(b.amount - 50)],
      );
      const r = await mapi('/api/v1/manage/cancel', { manage_token: tok });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.data.fee, 50);
      assert.deepEqual(
        (await refunds(b.bookingId)).map((x) => x.amount),
        [Math.round((b.amount - 50) * 100)],
      );
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('zonedInstant finds the instant of a wall-clock time on both sides of a change', () => {
    const at = (/** @type {string} */ t) => new Date(`${t}Z`);
    assert.equal(
      new Date(zonedInstant(at('2027-04-05T10:00:00'), 'Australia/Sydney')).toISOString(),
      '2027-04-05T00:00:00.000Z',
    );
    assert.equal(
      new Date(zonedInstant(at('2027-04-03T11:00:00'), 'Australia/Sydney')).toISOString(),
      '2027-04-03T00:00:00.000Z',
    );
    assert.equal(
      new Date(zonedInstant(at('2026-12-08T10:00:00'), 'Australia/Brisbane')).toISOString(),
      '2026-12-08T00:00:00.000Z',
    );
  });

  test('pay later after the cut-off, or after pick up: not allowed, with the reason', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const v = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    s.clock.set(Date.parse(v.cancellation.free_until) + 60_000);
    try {
      const r = await mapi('/api/v1/manage/cancel', { manage_token: await session(await newLink(b)) });
      assert.equal(r.status, 409);
      assert.equal(r.body.code, 'not_allowed');
      assert.match(r.body.message, /Free cancellation ended 48 hours before pick-up/);
      s.clock.set(Date.parse(v.pickup.at) + 60_000);
      const after = await mapi('/api/v1/manage/cancel', { manage_token: await session(await newLink(b)) });
      assert.equal(after.status, 409);
      assert.match(after.body.message, /pick up time has passed/);
    } finally {
      s.clock.set(TEST_NOW);
    }
  });
});

/** A new link for a booking through /manage/find (the limit allows a few). @param {{ reservationNo: string, email: string, bookingId: number }} b */
async function newLink(b) {
  const r = await mapi('/api/v1/manage/find', { reservation_no: b.reservationNo, email: b.email });
  assert.equal(r.status, 200, r.text);
  return linkOf((await outbox()).find((e) => e.booking_id === b.bookingId && e.kind === 'manage_link'));
}
const round = (/** @type {number} */ n) => Math.round(n * 100) / 100;

describe('change', () => {
  test('extras on pay later: re-quoted, then the total updated; a staff comment', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const q = await mapi('/api/v1/manage/quote', { manage_token: token, extras: [{ id: 1, qty: 1 }] });
    assert.equal(q.status, 200, q.text);
    assert.ok(q.body.data.difference > 0);
    const stale = await mapi('/api/v1/manage/change', {
      manage_token: token,
      extras: [{ id: 1, qty: 1 }],
      expected_total: 1,
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'changed');
    const r = await mapi('/api/v1/manage/change', {
      manage_token: token,
      extras: [{ id: 1, qty: 1 }],
      expected_total: q.body.data.new_total,
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.status, 'done');
    assert.equal(r.body.data.booking.total, q.body.data.new_total);
    assert.deepEqual(
      r.body.data.booking.extras.map((/** @type {any} */ e) => [e.id, e.qty]),
      [[1, 1]],
    );
    assert.equal((await payments(b.bookingId)).length, 0);
    const comments = await s.api('GET', `/api/v1/comments?booking_id=${b.bookingId}`, undefined, s.asStaff);
    assert.match(
      comments.body.data.at(-1).Comment,
      /^Renter changed extras: none → GPS Navigation × 1; total \$[\d.]+ → \$[\d.]+, card preauthorised for \$[\d.]+$/,
    );
  });

  test('pay now, dates up: one intent for the difference (the same on a repeat), charged once, then applied', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const v = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    const later = {
      pickup_date: v.pickup.date,
      pickup_time: v.pickup.time,
      dropoff_date: dayFromNow(lastStart() + 5),
      dropoff_time: '10:00',
    };
    const q = (await mapi('/api/v1/manage/quote', { manage_token: token, ...later })).body.data;
    assert.ok(q.difference > 0, JSON.stringify(q));
    const body = { manage_token: token, ...later, expected_total: q.new_total };
    const first = await mapi('/api/v1/manage/change', body);
    const second = await mapi('/api/v1/manage/change', body);
    assert.equal(first.body.data.status, 'requires_payment', first.text);
    assert.equal(second.body.data.client_secret, first.body.data.client_secret);
    assert.equal(first.body.data.amount, q.difference);
    // Not paid yet: confirming says so.
    const early = await mapi('/api/v1/manage/change/confirm', {
      manage_token: token,
      change_id: first.body.data.change_id,
    });
    assert.equal(early.status, 402);
    // A reload mid-payment: the view carries the pending change.
    const mid = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    assert.equal(mid.pending_change.client_secret, first.body.data.client_secret);
    const paid = await s.api('POST', '/stripe-double/confirm', {
      client_secret: first.body.data.client_secret,
      card: card(),
    });
    assert.equal(paid.status, 200);
    const done = await mapi('/api/v1/manage/change/confirm', {
      manage_token: token,
      change_id: first.body.data.change_id,
    });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.booking.total, q.new_total);
    assert.equal(done.body.data.booking.paid, q.new_total);
    const again = await mapi('/api/v1/manage/change/confirm', {
      manage_token: token,
      change_id: first.body.data.change_id,
    });
    assert.equal(again.status, 200);
    const intents = (await payments(b.bookingId)).filter((i) => i.status === 'succeeded');
    assert.deepEqual(
      intents.map((i) => i.amount).sort((x, y) => x - y),
      [Math.round(q.difference * 100), Math.round(b.amount * 100)].sort((x, y) => x - y),
    );
    const row = /** @type {any} */ (
      s.db.prepare('SELECT dropoff_dt, total_amount FROM bookings WHERE id = ?').get(b.bookingId)
    );
    assert.equal(row.dropoff_dt, `${later.dropoff_date} 10:00:00`);
    assert.equal(row.total_amount, q.new_total);
    const mail = (await outbox()).find((e) => e.booking_id === b.bookingId && e.kind === 'change');
    assert.ok(mail.text.includes(`charged the difference of $${q.difference.toFixed(2)}`));
    const comments = await s.api('GET', `/api/v1/comments?booking_id=${b.bookingId}`, undefined, s.asStaff);
    assert.match(
      comments.body.data.at(-1).Comment,
      /^Renter changed dates: .+ → .+; total \$[\d.]+ → \$[\d.]+, \$\d+\.\d\d paid$/,
    );
  });

  test('pay now, dates down: the difference is refunded once', async () => {
    const b = await paidBooking();
    const token = await session(b.link);
    const v = (await mapi('/api/v1/manage/booking', { manage_token: token })).body.data;
    const shorter = { dropoff_date: dayFromNow(lastStart() + 1), dropoff_time: v.dropoff.time };
    const q = (await mapi('/api/v1/manage/quote', { manage_token: token, ...shorter })).body.data;
    assert.ok(q.difference < 0);
    const r = await mapi('/api/v1/manage/change', { manage_token: token, ...shorter, expected_total: q.new_total });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.refund, -q.difference);
    assert.deepEqual(
      (await refunds(b.bookingId)).map((x) => x.amount),
      [Math.round(-q.difference * 100)],
    );
    const same = await mapi('/api/v1/manage/change', { manage_token: token, ...shorter, expected_total: q.new_total });
    assert.equal(same.status, 400);
    assert.equal((await refunds(b.bookingId)).length, 1);
    assert.equal(r.body.data.booking.paid, q.new_total);
  });

  test('the search rules hold: branch hours, the past, 90 days', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const start = lastStart();
    const cases = [
      [{ pickup_time: '03:00' }, /open 06:00–22:00/],
      [{ pickup_date: dayFromNow(-1) }, /cannot be in the past/],
      [{ dropoff_date: dayFromNow(start + 91) }, /limited to 90 days/],
    ];
    for (const [over, message] of cases) {
      const r = await mapi('/api/v1/manage/quote', { manage_token: token, ...over });
      assert.equal(r.status, 400, JSON.stringify(over));
      assert.match(r.body.message, /** @type {RegExp} */ (message));
    }
  });

  test('flight and licence can be updated, as on the checkout', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const long = await mapi('/api/v1/manage/details', { manage_token: token, flight_no: 'x'.repeat(51) });
    assert.equal(long.status, 400);
    const state = await mapi('/api/v1/manage/details', { manage_token: token, license_state: 'ZZZ' });
    assert.equal(state.status, 400);
    const ok = await mapi('/api/v1/manage/details', {
      manage_token: token,
      flight_no: 'VA912',
      license_no: 'N123',
      license_state: 'NSW',
    });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(
      [ok.body.data.flight_no, ok.body.data.license_no, ok.body.data.license_state],
      ['VA912', 'N123', 'NSW'],
    );
  });
});
