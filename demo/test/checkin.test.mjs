// @ts-check
/**
 * Online check-in on the reference server: the window, each step's rules (birth date, expiry,
 * photos by their bytes, drivers, arrival in opening hours, the agreement's version), the desk's
 * view with its audit and "Ask again", and the scheduled job (reminder, deleting photos and
 * licence numbers after the return and on cancel).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverForTests } from './helpers.mjs';
import { checkinKit, JPEG, MAIN, pickupOf } from './checkin-kit.mjs';
import { TEST_NOW } from '../../test/clock.mjs';
import { CHECKIN_PHOTO_MAX_BYTES, CHECKIN_REMINDER_HOURS, CHECKIN_RETENTION_DAYS } from '../lib/rules.generated.mjs';

const s = serverForTests();
const { paidBooking, freshSession, mapi, outbox, bookingAt, upload, checkInFully } = checkinKit(s);

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('online check-in', () => {
  test('opens CHECKIN_OPENS_DAYS before pickup and not sooner; closes at pickup', async () => {
    try {
      const early = await bookingAt(8 * 86_400_000);
      const state = await early.call('');
      assert.equal(state.status, 200);
      assert.equal(state.body.data.state, 'not_open');
      assert.equal(Date.parse(state.body.data.opens_at), pickupOf(early.b) - 7 * 86_400_000);
      const refused = await early.call('/driver', MAIN);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.code, 'checkin_not_open');
      s.clock.set(pickupOf(early.b) + 60_000);
      const after = await freshSession(early.b);
      const closed = await mapi('/api/v1/manage/checkin/driver', { manage_token: after, ...MAIN });
      assert.equal(closed.status, 409);
      assert.equal(closed.body.code, 'checkin_closed');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('the main driver: birth date as booked, an expiry that covers the return', async () => {
    try {
      const { call, b } = await bookingAt(3 * 86_400_000);
      assert.equal((await call('')).body.data.state, 'to_do');
      const wrongBirth = await call('/driver', { ...MAIN, birth_date: '1991-05-17' });
      assert.equal(wrongBirth.status, 400);
      assert.match(wrongBirth.body.message, /birth date/i);
      const returnDay = new Date(pickupOf(b) + 3 * 86_400_000).toISOString().slice(0, 10);
      const expired = await call('/driver', {
        ...MAIN,
        license_expiry: returnDay.replace(/\d\d$/, (d) => String(Number(d) - 1).padStart(2, '0')),
      });
      assert.equal(expired.status, 400);
      assert.match(expired.body.message, /valid on the return date/);
      const ok = await call('/driver', MAIN);
      assert.equal(ok.status, 200, ok.text);
      const [main] = ok.body.data.drivers;
      assert.equal(main.main, true);
      assert.equal(main.first_name, 'Olivia');
      assert.equal(main.license_no_masked, '••••4567', 'the renter sees only the end of the number');
      assert.equal(JSON.stringify(ok.body).includes('QLD1234567'), false);
      assert.equal(ok.body.data.steps.driver, true);
      assert.equal(ok.body.data.state, 'in_progress');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test("photos are checked by their bytes: a renamed SVG, 9 MB and another booking's driver are refused", async () => {
    try {
      const other = await bookingAt(3 * 86_400_000);
      const otherMain = (await other.call('/driver', MAIN)).body.data.drivers[0].id;
      const { token, call } = await bookingAt(3 * 86_400_000);
      const mainId = (await call('/driver', MAIN)).body.data.drivers[0].id;
      const svg = await upload(token, mainId, 'front', SVG, 'image/jpeg');
      assert.equal(svg.status, 415);
      assert.equal(svg.body.code, 'not_an_image');
      const big = new Uint8Array(9 * 1024 * 1024);
      big.set(JPEG);
      const tooBig = await upload(token, mainId, 'front', big);
      assert.equal(tooBig.status, 413);
      assert.ok(big.length > CHECKIN_PHOTO_MAX_BYTES);
      const foreign = await upload(token, otherMain, 'front', JPEG);
      assert.equal(foreign.status, 404, 'a session uploads only for its own booking');
      const ok = await upload(token, mainId, 'front', JPEG, 'application/octet-stream');
      assert.equal(ok.status, 200);
      assert.deepEqual(ok.body.data.drivers[0].photos.front.review, 'pending');
      // Stored outside anything served, under a random name; no route serves the folder.
      const stored = readdirSync(join(s.dir, 'checkin-photos'));
      assert.ok(
        stored.every((name) => /^[\w-]{43}\.img$/.test(name)),
        stored.join(),
      );
      const guess = await fetch(`${s.url}/checkin-photos/${stored[0]}`);
      assert.equal(guess.status, 404);
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('another driver: young-driver and age rules; removed with their photos', async () => {
    try {
      const { token, call, b } = await bookingAt(3 * 86_400_000);
      const extra = {
        driver_id: 0,
        first_name: 'Sam',
        last_name: 'Lee',
        license_no: 'NSW99',
        license_state: 'NSW',
        license_expiry: '2031-01-01',
      };
      assert.equal(
        (await call('/driver', { ...extra, birth_date: '1990-01-01' })).status,
        409,
        'the main driver first',
      );
      await call('/driver', MAIN);
      const pickupYear = new Date(pickupOf(b)).getUTCFullYear();
      const child = await call('/driver', { ...extra, birth_date: `${pickupYear - 18}-01-01` });
      assert.equal(child.status, 400);
      assert.match(child.body.message, /at least 21/);
      const added = await call('/driver', { ...extra, birth_date: '1985-03-03' });
      assert.equal(added.status, 200, added.text);
      const sam = added.body.data.drivers.find((/** @type {any} */ d) => !d.main);
      assert.equal(sam.first_name, 'Sam');
      assert.equal((await upload(token, sam.id, 'front', JPEG)).status, 200);
      const before = readdirSync(join(s.dir, 'checkin-photos')).length;
      const removed = await call('/driver/remove', { driver_id: sam.id });
      assert.equal(removed.status, 200);
      assert.equal(removed.body.data.drivers.length, 1);
      assert.equal(readdirSync(join(s.dir, 'checkin-photos')).length, before - 1, 'the photo file is gone');
      assert.equal(
        (await call('/driver/remove', { driver_id: removed.body.data.drivers[0].id })).status,
        404,
        'never the main driver',
      );
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('arrival within opening hours; the agreement signed once, by name, on its exact version, with a receipt', async () => {
    try {
      const o = await bookingAt(3 * 86_400_000);
      const late = await o.call('/arrival', { arrival_time: '23:30' });
      assert.equal(late.status, 400);
      assert.match(late.body.message, /opening hours/);
      const wrongName = await o.call('/agreement', {
        name: 'Someone Else',
        version: (await o.call('')).body.data.agreement.version,
      });
      assert.equal(wrongName.status, 400);
      const { state } = await checkInFully(o);
      assert.equal(state.state, 'done');
      assert.deepEqual(state.steps, { driver: true, photos: true, drivers: true, arrival: true, agreement: true });
      assert.match(state.agreement.text, new RegExp(o.b.reservationNo));
      assert.match(state.agreement.text, /These are the rental terms and conditions/);
      const receipt = (await outbox()).find((m) => m.booking_id === o.b.bookingId && m.kind === 'checkin_receipt');
      assert.ok(receipt, 'a receipt in the outbox');
      assert.match(receipt.text, new RegExp(`Agreement version: ${state.agreement.version}`));
      assert.match(receipt.text, /Signed by: olivia {2}nguyen|Signed by: olivia nguyen/);
      const again = await o.call('/agreement', { name: 'Olivia Nguyen', version: '0123456789abcdef' });
      assert.equal(again.status, 409);
      assert.equal(again.body.code, 'agreement_changed');
      const row = s.db
        .prepare('SELECT agreement_version, agreement_address FROM checkins WHERE booking_id = ?')
        .get(o.b.bookingId);
      assert.deepEqual(row, { agreement_version: state.agreement.version, agreement_address: '127.0.0.1' });
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('the desk: details with the full licence, photos never cached, every view audited; Ask again reaches the renter', async () => {
    try {
      const o = await bookingAt(3 * 86_400_000);
      const { mainId, state } = await checkInFully(o);
      // A staff session of now (the file's was opened at TEST_NOW, days before).
      const asStaff = { token: await s.login() };
      assert.equal((await s.api('GET', `/api/v1/checkins/${o.b.bookingId}`)).status, 401, 'staff only');
      const photoId = state.drivers[0].photos.front.id;
      assert.equal((await s.api('GET', `/api/v1/checkins/photo/${photoId}`)).status, 401);
      const photo = await fetch(`${s.url}/api/v1/checkins/photo/${photoId}`, {
        headers: { Authorization: `Bearer ${asStaff.token}` },
      });
      assert.equal(photo.status, 200);
      assert.equal(photo.headers.get('cache-control'), 'no-store');
      assert.equal(photo.headers.get('content-type'), 'image/jpeg');
      assert.deepEqual(new Uint8Array(await photo.arrayBuffer()), JPEG);
      const details = await s.api('GET', `/api/v1/checkins/${o.b.bookingId}`, undefined, asStaff);
      assert.equal(details.status, 200);
      assert.equal(details.body.data.drivers[0].license_no, 'QLD1234567');
      assert.deepEqual(
        details.body.data.audit.map((/** @type {any} */ a) => a.what),
        ["Viewed the front of Olivia Nguyen's licence", 'Viewed the check-in and licence details'],
      );
      const ask = await s.api(
        'POST',
        '/api/v1/checkins/review',
        { photo_id: photoId, decision: 'ask_again', reason: 'The photo is blurred.' },
        asStaff,
      );
      assert.equal(ask.status, 200, ask.text);
      assert.equal((await o.call('')).body.data.state, 'needs_photo');
      const mail = (await outbox()).find((m) => m.booking_id === o.b.bookingId && m.kind === 'checkin_ask_again');
      assert.ok(mail);
      assert.match(mail.text, /The photo is blurred\./);
      assert.match(mail.text, /chw_manage=[\w-]+&chw_checkin=1/);
      assert.equal((await upload(o.token, mainId, 'front', JPEG)).status, 200);
      assert.equal((await o.call('')).body.data.state, 'done', 'a new photo answers the ask');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  test('the job: one reminder CHECKIN_REMINDER_HOURS before pickup; photos and licence numbers deleted after the return and on cancel', async () => {
    try {
      const kept = await bookingAt(3 * 86_400_000);
      await checkInFully(kept);
      const cancelled = await bookingAt(3 * 86_400_000);
      await checkInFully(cancelled);
      const reminded = await paidBooking();
      s.clock.set(pickupOf(reminded) - (CHECKIN_REMINDER_HOURS - 1) * 3_600_000);
      const run = async () => (await s.api('POST', '/demo/jobs/run', {})).body.data;
      assert.ok((await run()).reminded >= 1);
      await run();
      const reminders = (await outbox()).filter(
        (m) => m.booking_id === reminded.bookingId && m.kind === 'checkin_reminder',
      );
      assert.equal(reminders.length, 1, 'once');
      assert.match(reminders[0].text, /chw_manage=[\w-]+&chw_checkin=1/);

      // A cancel: gone at the job's next run.
      s.clock.set(pickupOf(cancelled.b) - 3 * 86_400_000);
      const token = await freshSession(cancelled.b);
      assert.equal((await mapi('/api/v1/manage/cancel', { manage_token: token })).status, 200);
      await run();
      const photosOf = (/** @type {number} */ id) =>
        s.db.prepare('SELECT file FROM checkin_photos WHERE booking_id = ?').pluck().all(id);
      const licencesOf = (/** @type {number} */ id) =>
        s.db
          .prepare("SELECT license_no FROM checkin_drivers WHERE booking_id = ? AND license_no != ''")
          .pluck()
          .all(id);
      assert.deepEqual(photosOf(cancelled.b.bookingId), []);
      assert.deepEqual(licencesOf(cancelled.b.bookingId), []);
      const keptFiles = /** @type {string[]} */ (photosOf(kept.b.bookingId));
      assert.equal(keptFiles.length, 2, 'a live booking keeps its photos');

      // CHECKIN_RETENTION_DAYS after the return: gone, files and all.
      const returned = pickupOf(kept.b) + 3 * 86_400_000;
      s.clock.set(returned + (CHECKIN_RETENTION_DAYS - 1) * 86_400_000);
      await run();
      assert.equal(photosOf(kept.b.bookingId).length, 2);
      s.clock.set(returned + (CHECKIN_RETENTION_DAYS + 1) * 86_400_000);
      await run();
      assert.deepEqual(photosOf(kept.b.bookingId), []);
      assert.deepEqual(licencesOf(kept.b.bookingId), []);
      assert.ok(keptFiles.every((f) => !existsSync(join(s.dir, 'checkin-photos', `${f}.img`))));
      const meta = JSON.parse(
        /** @type {string} */ (s.db.prepare('SELECT meta FROM bookings WHERE id = ?').pluck().get(kept.b.bookingId)),
      );
      assert.equal(meta.customer.license_no, '');
    } finally {
      s.clock.set(TEST_NOW);
    }
  });
});
