// @ts-check
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests } from './helpers.mjs';
import { sha256 } from '../lib/ids.mjs';
import { csvCell, csvRow } from '../lib/csv.mjs';
import { BOOKING_TYPES } from '../lib/rules.generated.mjs';
import { DEMO_STAFF } from '../db/catalog-data.mjs';
import { OPENAPI } from '../lib/openapi.generated.mjs';

const s = serverForTests({ staff: true });

describe('login and auth', () => {
  test('login returns a token and TTL; only its hash is stored', async () => {
    const r = await s.api('POST', '/api/v1/login', { email: 'STAFF@demo.test', password: DEMO_STAFF.password });
    assert.equal(r.status, 200);
    assert.equal(r.body.data.TokenTTL, 120);
    assert.equal(
      s.db.prepare('SELECT COUNT(*) FROM sessions WHERE token_hash = ?').pluck().get(sha256(r.body.data.Token)),
      1,
    );
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM sessions WHERE token_hash = ?').pluck().get(r.body.data.Token), 0);
    assert.match(
      /** @type {string} */ (
        s.db.prepare('SELECT password_hash FROM users WHERE email = ?').pluck().get(DEMO_STAFF.email)
      ),
      /^scrypt\$/,
    );
  });
  test('wrong password / unknown user → 401; missing fields → 400', async () => {
    const wrong = await s.api('POST', '/api/v1/login', { email: DEMO_STAFF.email, password: 'nope' });
    assert.deepEqual([wrong.status, wrong.body.message], [401, 'Invalid email or password.']);
    assert.equal(
      (await s.api('POST', '/api/v1/login', { email: 'ghost@demo.test', password: DEMO_STAFF.password })).status,
      401,
    );
    assert.equal((await s.api('POST', '/api/v1/login', { email: DEMO_STAFF.email })).status, 400);
    assert.equal((await s.api('POST', '/api/v1/login', { email: 1, password: 'x' })).status, 400);
    assert.equal((await s.api('POST', '/api/v1/login', undefined, { raw: '{bad' })).status, 400);
  });
  const staffCalls = [
    ['GET', '/api/v1/users/agents'],
    ['GET', '/api/v1/cc-notes'],
    ['GET', '/api/v1/vehicle-types'],
    ['GET', '/api/v1/bookings'],
    ['GET', '/api/v1/dashboard/export'],
    ['PATCH', '/api/v1/booking-status'],
    ['PATCH', '/api/v1/booking-agent'],
    ['GET', '/api/v1/comments?booking_id=1'],
    ['POST', '/api/v1/comments'],
  ];
  test('every staff call: no token, garbage, expired → 401', async () => {
    const expired = 'expiredtoken_abcdefghijklmnop';
    s.db
      .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, 1, ?)')
      .run(sha256(expired), s.clock.now() - 1000);
    for (const [method, path] of staffCalls) {
      for (const t of [undefined, 'garbage!!', expired]) {
        const r = await s.api(method, path, method === 'GET' ? undefined : {}, { token: t });
        assert.equal(r.status, 401, `${method} ${path} with ${t}`);
        assert.equal(typeof r.body.message, 'string');
      }
    }
  });
});

describe('lists', () => {
  test('agents, notes, vehicle types', async () => {
    const agents = await s.api('GET', '/api/v1/users/agents', undefined, s.asStaff);
    assert.ok(agents.body.data.length >= 4);
    assert.deepEqual(Object.keys(agents.body.data[0]).sort(), ['FirstName', 'ID', 'LastName']);
    const notes = await s.api('GET', '/api/v1/cc-notes', undefined, s.asStaff);
    assert.deepEqual(
      notes.body.data.find((/** @type {any} */ n) => n.ID === 6),
      { ID: 6, Description: 'Booked by Res Team' },
    );
    const types = await s.api('GET', '/api/v1/vehicle-types', undefined, s.asStaff);
    assert.deepEqual(types.body.data[2], { ID: 3, Code: 'CCAR', Name: 'Toyota Corolla' });
  });
});

describe('GET /bookings', () => {
  test('pages of 20 with RowCount, newest first', async () => {
    const r = await s.api('GET', '/api/v1/bookings', undefined, s.asStaff);
    assert.equal(r.status, 200);
    assert.equal(r.body.PerPage, 20);
    const total = s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get();
    assert.equal(r.body.RowCount, total);
    assert.equal(r.body.data.length, 20);
    const row = r.body.data[0];
    // Every field the contract requires of a row (api/openapi.yaml, DashboardRow), written once there.
    const required = /** @type {string[]} */ (OPENAPI.components.schemas.DashboardRow.required);
    assert.ok(required.length >= 30, required.join(', '));
    assert.deepEqual(
      required.filter((key) => !(key in row)),
      [],
    );
    const dates = r.body.data.map((/** @type {any} */ b) => b.TransactionDateTime);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const last = await s.api(
      'GET',
      `/api/v1/bookings?page=${Math.ceil(/** @type {number} */ (total) / 20)}`,
      undefined,
      s.asStaff,
    );
    assert.equal(last.body.data.length, /** @type {number} */ (total) % 20 || 20);
    const beyond = await s.api('GET', '/api/v1/bookings?page=999', undefined, s.asStaff);
    assert.deepEqual(beyond.body.data, []);
  });
  test('filters and sorting', async () => {
    for (const status of ['S', 'SEL', 'C', 'Q', 'R']) {
      const r = await s.api('GET', `/api/v1/bookings?status=${status}`, undefined, s.asStaff);
      assert.ok(r.body.RowCount > 0, status);
      assert.ok(r.body.data.every((/** @type {any} */ b) => b.Status === status));
    }
    for (const type of BOOKING_TYPES) {
      const r = await s.api('GET', `/api/v1/bookings?type=${type}`, undefined, s.asStaff);
      assert.ok(r.body.RowCount > 0, type);
      assert.ok(r.body.data.every((/** @type {any} */ b) => b.Type === type));
    }
    const agent = await s.api('GET', '/api/v1/bookings?agent=2', undefined, s.asStaff);
    assert.ok(agent.body.data.every((/** @type {any} */ b) => b.UserID === 2));
    const vehicle = await s.api('GET', '/api/v1/bookings?vehicle=CCAR', undefined, s.asStaff);
    assert.ok(
      vehicle.body.RowCount > 0 && vehicle.body.data.every((/** @type {any} */ b) => b.VehicleTypeCode === 'CCAR'),
    );
    const note = await s.api('GET', '/api/v1/bookings?note=6', undefined, s.asStaff);
    assert.ok(note.body.data.every((/** @type {any} */ b) => b.Note === 6 && b.ResTeamNo));
    // A week before the server's clock (TEST_NOW), never the wall clock's.
    const d = new Date(s.clock.now() - 7 * 86400000).toISOString().slice(0, 10);
    const since = await s.api(
      'GET',
      `/api/v1/bookings?date_from=${encodeURIComponent(`${d} 00:00`)}&date_to=`,
      undefined,
      s.asStaff,
    );
    assert.ok(
      since.body.RowCount > 0 &&
        since.body.data.every((/** @type {any} */ b) => b.TransactionDateTime >= `${d} 00:00:00`),
    );
    const asc = await s.api(
      'GET',
      '/api/v1/bookings?order_by=TotalAmount&order_direction=asc&type=BOOKING',
      undefined,
      s.asStaff,
    );
    const amounts = asc.body.data.map((/** @type {any} */ b) => b.TotalAmount);
    assert.deepEqual(
      amounts,
      [...amounts].sort((a, b) => a - b),
    );
    const byName = await s.api(
      'GET',
      '/api/v1/bookings?order_by=LastName&order_direction=desc&page=2',
      undefined,
      s.asStaff,
    );
    assert.equal(byName.body.data.length, 20);
    const combined = await s.api(
      'GET',
      '/api/v1/bookings?type=BOOKING&status=C&order_by=PickupDateTime&order_direction=asc',
      undefined,
      s.asStaff,
    );
    assert.ok(combined.body.data.every((/** @type {any} */ b) => b.Type === 'BOOKING' && b.Status === 'C'));
  });
  test('bad filters → 400', async () => {
    for (const q of [
      'status=Z',
      'type=CAR',
      'order_by=password_hash',
      'order_by=ID;DROP',
      'order_direction=up',
      'page=0',
      'page=abc',
      'date_from=yesterday',
      'date_from=2026-13-01%2000:00',
      'agent=bob',
      'note=1.5',
      'date_from=2026-05-02%2000:00&date_to=2026-05-01%2000:00',
    ]) {
      const r = await s.api('GET', `/api/v1/bookings?${q}`, undefined, s.asStaff);
      assert.equal(r.status, 400, q);
    }
  });
});

describe('notes, agents, comments', () => {
  test('PATCH /booking-status', async () => {
    const bad6 = await s.api(
      'PATCH',
      '/api/v1/booking-status',
      { booking_id: 1, note_id: 6, rest_team_no: '' },
      s.asStaff,
    );
    assert.deepEqual([bad6.status, bad6.body.message], [400, 'Please enter Res Team No']);
    assert.equal(
      (await s.api('PATCH', '/api/v1/booking-status', { booking_id: 1, note_id: 99, rest_team_no: '' }, s.asStaff))
        .status,
      400,
    );
    assert.equal(
      (await s.api('PATCH', '/api/v1/booking-status', { booking_id: 999999, note_id: 1, rest_team_no: '' }, s.asStaff))
        .status,
      404,
    );
    assert.equal(
      (await s.api('PATCH', '/api/v1/booking-status', { booking_id: '1', note_id: 1 }, s.asStaff)).status,
      400,
    );
    const ok = await s.api(
      'PATCH',
      '/api/v1/booking-status',
      { booking_id: 1, note_id: 6, rest_team_no: 'RT55555' },
      s.asStaff,
    );
    assert.equal(ok.status, 200);
    assert.deepEqual([ok.body.data.Note, ok.body.data.ResTeamNo], [6, 'RT55555']);
  });
  test('PATCH /booking-agent', async () => {
    const ok = await s.api('PATCH', '/api/v1/booking-agent', { booking_id: 2, agent_id: 3 }, s.asStaff);
    assert.equal(ok.body.data.UserID, 3);
    assert.equal(
      (await s.api('PATCH', '/api/v1/booking-agent', { booking_id: 2, agent_id: 77 }, s.asStaff)).status,
      400,
    );
    assert.equal(
      (await s.api('PATCH', '/api/v1/booking-agent', { booking_id: 999999, agent_id: 1 }, s.asStaff)).status,
      404,
    );
  });
  test('comments: list, add (Commenter = signed-in user), validation', async () => {
    const before = await s.api('GET', '/api/v1/comments?booking_id=5', undefined, s.asStaff);
    assert.equal(before.status, 200);
    const add = await s.api(
      'POST',
      '/api/v1/comments',
      { booking_id: 5, comment: 'Called, confirmed pickup time.' },
      s.asStaff,
    );
    assert.equal(add.status, 201);
    assert.equal(add.body.data.data.Commenter, 'Sam Taylor');
    assert.equal(add.body.data.data.BookingID, 5);
    assert.match(add.body.data.data.DateCreated, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const after = await s.api('GET', '/api/v1/comments?booking_id=5', undefined, s.asStaff);
    assert.equal(after.body.data.length, before.body.data.length + 1);
    assert.deepEqual(after.body.data.at(-1), add.body.data.data);
    assert.equal(
      (await s.api('POST', '/api/v1/comments', { booking_id: 5, comment: '  ' }, s.asStaff)).body.message,
      'Please enter a comment',
    );
    assert.equal(
      (await s.api('POST', '/api/v1/comments', { booking_id: 999999, comment: 'x' }, s.asStaff)).status,
      404,
    );
    assert.equal((await s.api('GET', '/api/v1/comments', undefined, s.asStaff)).status, 400);
    assert.equal((await s.api('GET', '/api/v1/comments?booking_id=999999', undefined, s.asStaff)).status, 404);
  });
});

describe('CSV export', () => {
  test('csvCell quoting and formula guard', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('line\nbreak'), '"line\nbreak"');
    assert.equal(csvCell('=HYPERLINK("http://x")'), '"\'=HYPERLINK(""http://x"")"');
    assert.equal(csvCell('+61412345678'), "'+61412345678");
    assert.equal(csvCell('-2'), "'-2");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tx'), "'\tx");
    assert.equal(csvCell('\rx'), '"\'\rx"');
    assert.equal(csvCell(-42.5), '-42.5');
    assert.equal(csvCell(null), '');
    assert.equal(csvRow(['a', 1, null]), 'a,1,\r\n');
  });
  test('the formula guard looks past leading white space and at the NFKC form', () => {
    assert.equal(csvCell(' =1+7'), "' =1+7");
    assert.equal(csvCell('\u00a0\u3000=1+7'), "'\u00a0\u3000=1+7");
    assert.equal(csvCell('\uff1d1+4'), "'\uff1d1+4", 'full-width equals sign');
    assert.equal(csvCell('\uff0b61412345678'), "'\uff0b61412345678", 'full-width plus');
    assert.equal(csvCell('\uff20SUM(A1)'), "'\uff20SUM(A1)", 'full-width at sign');
    assert.equal(csvCell('\ufe63 2'), "'\ufe63 2", 'small hyphen-minus');
    assert.equal(csvCell(' \n=1'), '"\' \n=1"');
    assert.equal(csvCell(' Nguyen'), ' Nguyen', 'plain text with a leading space is left alone');
    assert.equal(csvCell('\uff2e\uff47'), '\uff2e\uff47', 'full-width letters are left alone');
  });
  test('streams every filtered row as RFC 4180 CSV with the guard', async () => {
    s.db
      .prepare(
        `UPDATE bookings SET first_name = '=cmd|'' /C calc''!A0', last_name = 'O"Neil, Jr', hear_about_us = 'line1
line2' WHERE id = 3`,
      )
      .run();
    const res = await fetch(`${s.url}/api/v1/dashboard/export?type=`, {
      headers: { Authorization: `Bearer ${s.asStaff.token}` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') || '', /^text\/csv/);
    assert.match(
      res.headers.get('content-disposition') || '',
      /attachment; filename="bookings_export_\d{8}_\d{6}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM so spreadsheets read UTF-8');
    const text = new TextDecoder().decode(bytes);
    assert.ok(text.startsWith('ID,Type,ReservationNo,'));
    assert.ok(text.endsWith('\r\n'));
    const total = s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get();
    const records = text.split('\r\n').filter((line) => /^\d+,/.test(line));
    assert.equal(records.length, total);
    const row3 = records.find((line) => line.startsWith('3,'));
    assert.ok(row3?.includes(`'=cmd|' /C calc'!A0,"O""Neil, Jr"`), row3);
    assert.ok(text.includes('"line1\nline2"'));
    const filtered = await fetch(`${s.url}/api/v1/dashboard/export?status=Q`, {
      headers: { Authorization: `Bearer ${s.asStaff.token}` },
    });
    const qRows = (await filtered.text()).split('\r\n').filter((line) => /^\d+,/.test(line));
    assert.equal(qRows.length, s.db.prepare("SELECT COUNT(*) FROM bookings WHERE status = 'Q'").pluck().get());
    assert.equal((await s.api('GET', '/api/v1/dashboard/export?status=nope', undefined, s.asStaff)).status, 400);
  });
});

describe('bulk seed (bench data)', () => {
  test('seedBulkBookings adds rows and keeps every index', async () => {
    const { seedBulkBookings } = await import('../db/seed.mjs');
    const indexes = () =>
      s.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bookings' ORDER BY name")
        .pluck()
        .all();
    const before = indexes();
    const count = /** @type {number} */ (s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get());
    seedBulkBookings(s.db, 600);
    assert.equal(s.db.prepare('SELECT COUNT(*) FROM bookings').pluck().get(), count + 600);
    assert.deepEqual(indexes(), before);
    const r = await s.api('GET', '/api/v1/bookings?status=C&type=BOOKING', undefined, s.asStaff);
    assert.equal(
      r.body.RowCount,
      s.db.prepare("SELECT COUNT(*) FROM bookings WHERE status = 'C' AND type = 'BOOKING'").pluck().get(),
    );
  });
});
