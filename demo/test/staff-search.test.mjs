// @ts-check
/**
 * The dashboard's `q` search (GET /bookings, GET /dashboard/export) and the `queue=to_call` list of
 * call-backs: what matches, that any text is only ever data (never SQL or FTS syntax), the length
 * cap, and both combined with every filter and every sort.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { searchBody, serverForTests } from './helpers.mjs';
import { ORDER_BY, COLUMNS, Q_MAX } from '../api/staff/filter.mjs';

const s = serverForTests({ staff: true });

/** @param {string} query */
const bookings = async (query) => {
  const r = await s.api('GET', `/api/v1/bookings?${query}`, undefined, s.asStaff);
  assert.equal(r.status, 200, `${query}: ${r.text}`);
  return /** @type {{ data: any[], RowCount: number }} */ (r.body);
};
/** Every ID the CSV export lists for a query. @param {string} query */
const exported = async (query) => {
  const res = await fetch(`${s.url}/api/v1/dashboard/export?${query}`, {
    headers: { Authorization: `Bearer ${s.asStaff.token}` },
  });
  assert.equal(res.status, 200);
  const text = await res.text();
  return text
    .split('\r\n')
    .filter((line) => /^\d+,/.test(line))
    .map((line) => Number(line.split(',')[0]));
};
/** @returns {any[]} */
const allRows = () => s.db.prepare('SELECT * FROM bookings').all();
const enc = encodeURIComponent;

/** What `q` should find, computed here from the rows (the server uses its index). @param {any} row @param {string} q */
function matches(row, q) {
  const reservation = q.toUpperCase();
  if (/^[A-Z0-9-]+$/.test(reservation) && row.reservation_no.startsWith(reservation)) return true;
  const words = q.split(/\s+/).filter(Boolean);
  const text = (/** @type {any} */ r) => [r.first_name, r.last_name, r.email].join('\n').toLowerCase();
  const nameWords = words.every((word) =>
    word.length >= 3
      ? text(row).includes(word.toLowerCase())
      : [row.first_name, row.last_name].some((name) => name.toLowerCase() === word.toLowerCase()),
  );
  if (words.length && nameWords) return true;
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
  return digits.length >= 3 && row.phone.includes(digits);
}

describe('q', () => {
  test('finds a booking by reservation number (exact, any case, by prefix), last name, email and phone digits', async () => {
    const row = /** @type {any} */ (
      s.db.prepare("SELECT * FROM bookings WHERE reservation_no != '' AND phone != '' ORDER BY id LIMIT 1").get()
    );
    const exact = await bookings(`q=${row.reservation_no}`);
    assert.deepEqual(
      exact.data.map((b) => b.ID),
      [row.id],
    );
    assert.deepEqual(
      (await bookings(`q=${row.reservation_no.toLowerCase()}`)).data.map((b) => b.ID),
      [row.id],
    );
    const prefix = row.reservation_no.slice(0, -2);
    const byPrefix = await bookings(`q=${prefix}`);
    assert.ok(byPrefix.RowCount > 1 && byPrefix.data.every((b) => b.ReservationNo.startsWith(prefix)));
    assert.ok(
      byPrefix.data.some((b) => b.ID === row.id) || byPrefix.RowCount > 20,
      'the booking is among them (or beyond page 1)',
    );

    const byName = await bookings(`q=${enc(row.last_name)}`);
    const sameName = allRows().filter((r) => matches(r, row.last_name));
    assert.equal(byName.RowCount, sameName.length);
    assert.ok(
      byName.data.every((b) => matches(s.db.prepare('SELECT * FROM bookings WHERE id = ?').get(b.ID), row.last_name)),
    );

    assert.ok((await bookings(`q=${enc(row.email.toUpperCase())}`)).data.some((b) => b.ID === row.id));
    assert.equal(
      (await bookings(`q=${enc(`${row.email.split('@')[0]}@elsewhere.org`)}`)).RowCount,
      0,
      'the domain counts too',
    );
    assert.ok(
      (await bookings(`q=${enc(row.email.slice(1, -3))}`)).data.some((b) => b.ID === row.id),
      'part of an email with its @',
    );
    const partOfEmail = row.email.split('@')[0].slice(2);
    assert.ok(
      (await bookings(`q=${enc(partOfEmail)}`)).data.some((b) => b.ID === row.id),
      'email by substring',
    );

    // Stored as 61 4xx xxx xxx: found from the local form (0 4xx xxx xxx), the international one and a fragment.
    const local = `0${row.phone.slice(2, 5)} ${row.phone.slice(5, 8)} ${row.phone.slice(8)}`;
    for (const phone of [local, `+${row.phone}`, row.phone.slice(4, 10)]) {
      const found = await bookings(`q=${enc(phone)}`);
      assert.ok(
        found.data.some((b) => b.ID === row.id),
        phone,
      );
      assert.ok(
        found.data.every((b) => b.Phone.includes(phone.replace(/\D/g, '').replace(/^0+/, ''))),
        phone,
      );
    }
  });

  test('a short word matches a whole first or last name; several words must all match', async () => {
    s.db.prepare("UPDATE bookings SET first_name = 'Mei', last_name = 'Wu' WHERE id = 7").run();
    s.db.prepare("UPDATE bookings SET last_name = 'Wurth' WHERE id = 8").run();
    assert.deepEqual(
      (await bookings('q=wu')).data.map((b) => b.ID),
      [7],
    );
    assert.deepEqual(
      (await bookings('q=mei%20wu')).data.map((b) => b.ID),
      [7],
    );
    assert.ok(
      (await bookings('q=wurt')).data.some((b) => b.ID === 8),
      'the index follows updates',
    );
    s.db.prepare('DELETE FROM comments WHERE booking_id = 8').run();
    s.db.prepare('DELETE FROM bookings WHERE id = 8').run();
    assert.equal((await bookings('q=wurt')).RowCount, 0, 'and deletes');
  });

  test('any text is data: SQL and FTS syntax find nothing and harm nothing', async () => {
    const count = s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get();
    for (const q of [
      "' OR 1=1 --",
      '" OR "a',
      "x'); DROP TABLE bookings; --",
      'names: a*',
      '{names email}: *',
      'NEAR(a b)',
      'a OR b',
      '%',
      '_',
      '^$',
      '"',
      '\\',
      '*',
    ]) {
      const r = await bookings(`q=${enc(q)}`);
      const expected = allRows().filter((row) => matches(row, q)).length;
      assert.equal(r.RowCount, expected, q);
    }
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get(), count);
  });

  test(`length-capped at ${Q_MAX} characters; control characters refused; blank means no search`, async () => {
    assert.equal((await bookings(`q=${'a'.repeat(Q_MAX)}`)).RowCount, 0);
    for (const q of ['a'.repeat(Q_MAX + 1), 'a%00b', 'a%0Ab']) {
      const r = await s.api('GET', `/api/v1/bookings?q=${q}`, undefined, s.asStaff);
      assert.equal(r.status, 400, q);
      assert.equal(typeof r.body.message, 'string');
      assert.equal((await s.api('GET', `/api/v1/dashboard/export?q=${q}`, undefined, s.asStaff)).status, 400);
    }
    const all = s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get();
    assert.equal((await bookings('q=%20%20')).RowCount, all);
    assert.equal((await s.api('GET', '/api/v1/bookings?q=smith', undefined, {})).status, 401);
  });

  test('combined with every filter: each row matches both, the count is exact, the CSV lists the same rows', async () => {
    const q = 'son';
    const rows = allRows().filter((row) => matches(row, q));
    assert.ok(rows.length > 20, 'a search with more than a page');
    const sample = rows[0];
    /** @type {[string, (row: any) => boolean][]} */
    const filters = [
      ['type=REQ_CALL', (row) => row.type === 'REQ_CALL'],
      ['status=C', (row) => row.status === 'C'],
      [`agent=2`, (row) => row.user_id === 2],
      [`note=1`, (row) => row.note_id === 1],
      [
        `vehicle=${sample.vehicle_type_code || 'CCAR'}`,
        (row) => row.vehicle_type_code === (sample.vehicle_type_code || 'CCAR'),
      ],
      [
        `date_from=${enc(sample.transaction_dt.slice(0, 16))}`,
        (row) => row.transaction_dt >= `${sample.transaction_dt.slice(0, 16)}:00`,
      ],
      [
        `date_to=${enc(sample.transaction_dt.slice(0, 16))}`,
        (row) => row.transaction_dt <= `${sample.transaction_dt.slice(0, 16)}:59`,
      ],
      ['queue=to_call', (row) => row.requested_dt !== '' && (row.note_id === null || row.note_id <= 2)],
    ];
    for (const [filter, keep] of filters) {
      const expected = rows.filter(keep).map((row) => row.id);
      assert.ok(expected.length > 0, `${filter}: some rows to compare`);
      const page = await bookings(`q=${q}&${filter}`);
      assert.equal(page.RowCount, expected.length, filter);
      assert.ok(
        page.data.every((b) => expected.includes(b.ID)),
        filter,
      );
      assert.deepEqual(
        (await exported(`q=${q}&${filter}`)).sort((a, b) => a - b),
        expected.sort((a, b) => a - b),
        filter,
      );
    }
  });

  test('combined with every sort, both ways: sorted, and every row matches', async () => {
    const qLong = 'son';
    const all = allRows().filter((row) => matches(row, qLong));
    for (const orderBy of ORDER_BY) {
      for (const direction of ['asc', 'desc']) {
        const page = await bookings(`q=${qLong}&order_by=${orderBy}&order_direction=${direction}`);
        assert.equal(page.RowCount, all.length, orderBy);
        const column = /** @type {Record<string, string>} */ (COLUMNS)[orderBy];
        const values = page.data.map((b) => b[orderBy]);
        const sorted = all
          .sort((a, b) => (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id))
          .map((row) => row[column]);
        if (direction === 'desc') sorted.reverse();
        assert.deepEqual(values, sorted.slice(0, values.length), `${orderBy} ${direction}`);
      }
    }
  });
});

describe('queue=to_call', () => {
  test('phone bookings and enquiries not yet handled, oldest first; a handled note takes one off, an unanswered call does not', async () => {
    const search = await s.api('POST', '/api/v1/search', searchBody());
    const phone = await s.api('POST', '/api/v1/phone-booking', {
      booking_token: search.body.data.booking_token,
      vehicle_id: 3,
      first_name: 'Quinn',
      last_name: 'Callback',
      email: 'quinn@example.com',
      mobile_number: '61412000111',
    });
    assert.equal(phone.status, 200, phone.text);
    s.clock.advance(60_000);
    const enquiry = await s.api('POST', '/rental-api/v1/request-call', {
      name: 'Rita Ring',
      phone: '0412000222',
      email: 'rita@example.com',
      call_time: '',
      type: 'REQ_CALL',
    });
    assert.equal(enquiry.status, 200, enquiry.text);

    const list = await bookings('queue=to_call');
    const requested = list.data.map((b) => b.RequestedDateTime);
    assert.deepEqual(requested, [...requested].sort(), 'oldest first');
    assert.ok(list.data.every((b) => b.RequestedDateTime && (b.Note === null || [1, 2].includes(b.Note))));
    assert.ok(
      list.data.every((b) => ['REQ_CALL', 'LONG_TERM'].includes(b.Type) || (b.Type === 'BOOKING' && b.Status === 'R')),
    );
    const ids = list.data.map((b) => b.ID);
    const phoneId = phone.body.data.booking_id;
    const enquiryId = enquiry.body.data.booking_id;
    assert.deepEqual(ids.slice(-2), [phoneId, enquiryId], 'the new ones last');
    const phoneRow = list.data.at(-2);
    assert.match(phoneRow.RequestedDateTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.ok(phoneRow.RequestedDateTime < list.data.at(-1).RequestedDateTime);
    assert.equal(
      list.RowCount,
      s.db
        .prepare("SELECT COUNT(*) FROM bookings WHERE requested_dt != '' AND (note_id IS NULL OR note_id IN (1, 2))")
        .pluck()
        .get(),
    );

    const note = async (/** @type {number} */ id, /** @type {number} */ noteId) =>
      assert.equal(
        (
          await s.api(
            'PATCH',
            '/api/v1/booking-status',
            { booking_id: id, note_id: noteId, rest_team_no: '' },
            s.asStaff,
          )
        ).status,
        200,
      );
    await note(phoneId, 1);
    assert.ok(
      (await bookings('queue=to_call')).data.some((b) => b.ID === phoneId),
      'no answer: still to call',
    );
    await note(phoneId, 3);
    assert.ok(!(await bookings('queue=to_call')).data.some((b) => b.ID === phoneId), 'handled: off the list');
    assert.ok((await bookings(`queue=to_call&q=${enc('Rita Ring')}`)).data.some((b) => b.ID === enquiryId));
    assert.equal((await bookings(`queue=to_call&q=quinn`)).RowCount, 0);
    assert.ok((await exported('queue=to_call')).includes(enquiryId));
  });
  test('bad queue → 400', async () => {
    for (const queue of ['all', 'TO_CALL', "to_call'--"]) {
      const r = await s.api('GET', `/api/v1/bookings?queue=${enc(queue)}`, undefined, s.asStaff);
      assert.equal(r.status, 400, queue);
    }
  });
});
