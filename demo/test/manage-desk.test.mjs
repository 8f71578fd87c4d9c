// @ts-check
/** Manage my booking, the desk's side and the edges: staff comments and CSV, resend, stock, SMTP, age. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, searchBody, customerBody, dayFromNow, payBookingInDouble } from './helpers.mjs';
import { poll } from '../../test/kit/poll.mjs';
import { manageKit } from './manage-kit.mjs';

const s = serverForTests({ staff: true });

const { paidBooking, outbox, session, newLinkOpens, mapi } = manageKit(s);

describe('staff', () => {
  test('status X is filterable; renter changes are comments with their time and a CSV column', async () => {
    const b = await paidBooking({ paymentType: 'L' });
    const token = await session(b.link);
    const q = (await mapi('/api/v1/manage/quote', { manage_token: token, extras: [{ id: 1, qty: 1 }] })).body.data;
    await mapi('/api/v1/manage/change', {
      manage_token: token,
      extras: [{ id: 1, qty: 1 }],
      expected_total: q.new_total,
    });
    await mapi('/api/v1/manage/cancel', { manage_token: token });
    const list = await s.api('GET', '/api/v1/bookings?status=X', undefined, s.asStaff);
    assert.equal(list.status, 200, list.text);
    assert.ok(list.body.data.some((/** @type {any} */ row) => row.ReservationNo === b.reservationNo));
    assert.ok(list.body.data.every((/** @type {any} */ row) => row.Status === 'X'));
    const comments = (await s.api('GET', `/api/v1/comments?booking_id=${b.bookingId}`, undefined, s.asStaff)).body.data;
    assert.deepEqual(
      comments.map((/** @type {any} */ c) => c.Commenter),
      ['Renter (online)', 'Renter (online)'],
    );
    assert.match(comments[0].DateCreated, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const csv = await s.api('GET', '/api/v1/dashboard/export?status=X', undefined, s.asStaff);
    assert.equal(csv.status, 200);
    const [header, ...lines] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.ok(header.endsWith(',RenterChanges,Paid,Refunded,FeeKept,Preauthorised'));
    const line = lines.find((l) => l.includes(b.reservationNo));
    assert.match(
      /** @type {string} */ (line),
      /Renter changed extras: none → GPS Navigation × 1; total \$[\d.]+ → \$[\d.]+, card preauthorised for \$[\d.]+ \| .*Renter cancelled online/,
    );
    // A pay-later booking cancelled: nothing paid, refunded or kept, the preauthorisation released.
    assert.match(/** @type {string} */ (line), /",0\.00,0\.00,0\.00,0\.00$/);
  });

  test('staff resend a manage link (bearer only) to the booking address', async () => {
    const b = await paidBooking();
    const anon = await s.api('POST', '/api/v1/manage/resend', { booking_id: b.bookingId });
    assert.equal(anon.status, 401);
    const before = (await outbox()).length;
    const r = await s.api('POST', '/api/v1/manage/resend', { booking_id: b.bookingId }, s.asStaff);
    assert.equal(r.status, 200, r.text);
    await newLinkOpens(before, b.email);
  });
});

describe('stock', () => {
  test('new dates where the car is taken: alternatives, no change; free again once the other renter cancels', async () => {
    // One Prado at Brisbane City (the catalogue's last-car case).
    const at = (/** @type {number} */ start) => ({
      pickup_location_id: 8,
      dropoff_location_id: 8,
      pickup_date: dayFromNow(start),
      dropoff_date: dayFromNow(start + 3),
    });
    const a = await paidBooking({ vehicleId: 10, over: at(200) });
    const b = await paidBooking({ vehicleId: 10, over: at(210), paymentType: 'L' });
    const tokenB = await session(b.link);
    const overlap = { pickup_date: dayFromNow(201), dropoff_date: dayFromNow(204) };
    const q = (await mapi('/api/v1/manage/quote', { manage_token: tokenB, ...overlap })).body.data;
    assert.equal(q.available, false);
    assert.ok(q.alternatives.length > 0);
    assert.ok(q.alternatives.every((/** @type {any} */ car) => car.id !== 10 && car.total > 0));
    const refused = await mapi('/api/v1/manage/change', {
      manage_token: tokenB,
      ...overlap,
      expected_total: q.new_total,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'sold_out');
    const other = q.alternatives[0];
    const alt = (await mapi('/api/v1/manage/quote', { manage_token: tokenB, ...overlap, vehicle_id: other.id })).body
      .data;
    assert.equal(alt.available, true);
    assert.equal(alt.new_total, other.total);

    // A cancels: the Prado is free for those dates at once.
    const tokenA = await session(a.link);
    assert.equal((await mapi('/api/v1/manage/cancel', { manage_token: tokenA })).status, 200);
    const now = (await mapi('/api/v1/manage/quote', { manage_token: tokenB, ...overlap })).body.data;
    assert.equal(now.available, true);
    const done = await mapi('/api/v1/manage/change', {
      manage_token: tokenB,
      ...overlap,
      expected_total: now.new_total,
    });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.booking.pickup.date, overlap.pickup_date);
  });
});

describe('SMTP', () => {
  test('with SMTP_URL every email also goes through nodemailer to the mail server', async () => {
    const { createServer } = await import('node:net');
    /** @type {string[]} */
    const received = [];
    // A minimal SMTP server for the test: it answers each command and keeps the DATA.
    const smtp = createServer((socket) => {
      let data = false;
      let message = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString('utf8').split('\r\n')) {
          if (data) {
            if (line === '.') {
              data = false;
              received.push(message);
              socket.write('250 2.0.0 queued\r\n');
            } else message += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 2.1.0 ok\r\n');
          else if (verb === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else if (line) socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise((r) => smtp.listen(0, '127.0.0.1', () => r(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (smtp.address()).port;
    const { startTestServer } = await import('./helpers.mjs');
    // A server that sends real mail serves its outbox only when told to.
    const mailed = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      demoOutbox: true,
      email: { senderName: 'Sunshine Coast Car Rentals', fromAddress: 'hello@sunshine.example' },
    });
    try {
      const r = await mailed.api('POST', '/api/v1/manage/find', {
        reservation_no: 'CHW999999',
        email: 'x@example.com',
      });
      assert.equal(r.status, 200);
      assert.equal(received.length, 0, 'no match: nothing sent');
      const search = await mailed.api('POST', '/api/v1/search', searchBody());
      const token = search.body.data.booking_token;
      await mailed.api('POST', '/api/v1/select', { vehicle_id: 3, payment_type: 'L', booking_token: token });
      await mailed.api('POST', '/api/v1/calculate', { booking_token: token, insurance_id: 1, optional_fees: [] });
      const saved = await mailed.api(
        'POST',
        '/api/v1/save-customer',
        customerBody(token, { email: 'smtp@example.com' }),
      );
      const paid = await payBookingInDouble(mailed, token, saved.body.data.results.client_secret);
      await poll(() => received.length, { what: 'the SMTP message' });
      assert.equal(received.length, 1);
      assert.match(received[0], /^To: smtp@example\.com$/m);
      // From the company: its name as the display name, its address.
      assert.match(received[0], /^From: Sunshine Coast Car Rentals <hello@sunshine\.example>$/m);
      assert.match(received[0], new RegExp(`^Subject: Booking confirmed: ${paid.body.data.reservation_no}$`, 'm'));
      assert.match(received[0], /filename=booking-CHW\d+\.ics/);
      /** @type {any} */
      let stored;
      await poll(async () => (stored = (await mailed.api('GET', '/demo/outbox.json')).body.data[0]).smtp, {
        what: 'the outbox row marked sent',
      });
      assert.match(stored.smtp, /^sent /);
    } finally {
      await mailed.stop();
      await new Promise((r) => smtp.close(() => r(undefined)));
    }
  });
});

describe('age', () => {
  test('a driver under 25 cannot change to a car for drivers 25 and over', async () => {
    const b = await paidBooking({
      paymentType: 'L',
      over: { is_over_25: false },
      customer: { birthday: '2003-01-01' },
    });
    const token = await session(b.link);
    const r = await mapi('/api/v1/manage/quote', { manage_token: token, vehicle_id: 16 });
    assert.equal(r.status, 409);
    assert.equal(r.body.title, 'Drivers 25+ only');
    const ok = await mapi('/api/v1/manage/quote', { manage_token: token, vehicle_id: 2 });
    assert.equal(ok.status, 200, ok.text);
  });
});
