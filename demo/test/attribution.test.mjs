// @ts-check
/**
 * Campaign attribution: the optional fields of /search, /subscription/store and
 * /request-call are validated (strings within their caps), stored with the booking or enquiry,
 * and shown by GET /bookings and the CSV export.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverForTests, dayFromNow, searchBody } from './helpers.mjs';
import { ATTRIBUTION_FIELDS } from '../lib/attribution.mjs';

const s = serverForTests({ staff: true });

const ATTRIBUTION = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'summer=sale, "2026"',
  utm_term: 'cheap cars',
  utm_content: 'hero-button',
  gclid: 'Cj0KCQiA-abc_123',
  fbclid: 'IwAR0xyz',
  referrer_host: 'mail.example.net',
};

/** Each attribution field → its column in GET /bookings and the CSV export, in the export's order. */
const COLUMNS = {
  utm_source: 'UtmSource',
  utm_medium: 'UtmMedium',
  utm_campaign: 'UtmCampaign',
  utm_term: 'UtmTerm',
  utm_content: 'UtmContent',
  gclid: 'Gclid',
  fbclid: 'Fbclid',
  referrer_host: 'ReferrerHost',
};

test("the fields and caps are the bundle's (src/lib/attribution.ts)", () => {
  assert.deepEqual(Object.keys(ATTRIBUTION_FIELDS), Object.keys(COLUMNS));
  assert.equal(ATTRIBUTION_FIELDS.utm_term, 200);
  assert.equal(ATTRIBUTION_FIELDS.referrer_host, 253);
});

/** @type {Record<string, [path: string, body: () => Record<string, unknown>]>} */
const CALLS = {
  search: ['/api/v1/search', () => searchBody()],
  subscription: [
    '/rental-api/v1/subscription/store',
    () => ({
      first_name: 'Priya',
      last_name: 'Sharma',
      mobile_number: '61412345678',
      email: 'priya.attribution@example.com',
      payment_frequency: 'weekly',
      pickup_location_id: 'BNEC',
      pickup_date: dayFromNow(5),
      pickup_time: '10:00',
    }),
  ],
  enquiry: [
    '/rental-api/v1/request-call',
    () => ({ name: 'Jack Wilson', phone: '0412345678', email: 'jack@example.com', call_time: '', type: 'REQ_CALL' }),
  ],
};

/** The newest booking row of the dashboard (GET /bookings sorts by transaction time, newest first). */
async function newestRow() {
  const r = await s.api('GET', '/api/v1/bookings?order_by=ID&order_direction=desc', undefined, s.asStaff);
  assert.equal(r.status, 200, r.text);
  return r.body.data[0];
}

for (const [name, [path, body]] of Object.entries(CALLS)) {
  test(`${name}: attribution is stored and listed; without it the columns stay empty`, async () => {
    const plain = await s.api('POST', path, body());
    assert.equal(plain.status, 200, plain.text);
    const before = await newestRow();
    assert.equal(before.UtmSource, '');
    assert.equal(before.ReferrerHost, '');

    const r = await s.api('POST', path, { ...body(), ...ATTRIBUTION });
    assert.equal(r.status, 200, r.text);
    const row = await newestRow();
    assert.deepEqual(
      Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [field, row[column]])),
      ATTRIBUTION,
    );
  });

  test(`${name}: attribution must be strings within their caps`, async () => {
    for (const over of [
      { utm_source: 42 },
      { gclid: ['a'] },
      { utm_campaign: { a: 1 } },
      { utm_term: 'x'.repeat(201) },
      { referrer_host: 'h'.repeat(254) },
    ]) {
      const r = await s.api('POST', path, { ...body(), ...over });
      assert.equal(r.status, 400, JSON.stringify(over));
      assert.match(r.body.message, new RegExp(Object.keys(over)[0]));
    }
    const atCap = await s.api('POST', path, { ...body(), utm_term: 'x'.repeat(200), referrer_host: 'h'.repeat(253) });
    assert.equal(atCap.status, 200, atCap.text);
  });
}

test('the CSV export has the attribution columns, values quoted and guarded', async () => {
  const r = await s.api('POST', '/api/v1/search', { ...searchBody(), utm_source: '=cmd', utm_campaign: 'a,b' });
  assert.equal(r.status, 200, r.text);
  const csv = await s.api('GET', '/api/v1/dashboard/export?order_by=ID&order_direction=desc', undefined, s.asStaff);
  assert.equal(csv.status, 200);
  const [header, first] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header.split(',');
  const names = Object.values(COLUMNS);
  for (const column of names) assert.ok(columns.includes(column), column);
  // The eight attribution columns are side by side (other columns may follow them).
  assert.deepEqual(columns.slice(columns.indexOf(names[0]), columns.indexOf(names[0]) + names.length), names);
  assert.ok(first.includes(`,'=cmd,,"a,b",,,,,`), first);
});
