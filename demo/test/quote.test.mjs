// @ts-check
/**
 * `Quote` on GET /bookings: a started booking with a car (S or SEL) carries what its quote link
 * needs beyond the row (branch codes, vehicle type, age bracket, car, cover, extras); every other
 * row carries none, and the CSV export never has it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchBody, serverForTests } from './helpers.mjs';

const s = serverForTests({ staff: true });

/** The /bookings row of a booking id. @param {number} id */
async function rowOf(id) {
  const r = await s.api('GET', '/api/v1/bookings?order_by=ID&order_direction=desc', undefined, s.asStaff);
  assert.equal(r.status, 200, r.text);
  return r.body.data.find((/** @type {{ ID: number }} */ row) => row.ID === id);
}
const newestId = () => /** @type {number} */ (s.db.prepare('SELECT MAX(id) FROM bookings').pluck().get());

test('a searched booking has no quote until a car is chosen; then its choices', async () => {
  const search = await s.api('POST', '/api/v1/search', searchBody({ is_over_25: false, vehicle_category_type_id: 0 }));
  assert.equal(search.status, 200, search.text);
  const token = search.body.data.booking_token;
  const id = newestId();
  assert.equal((await rowOf(id)).Quote, undefined, 'S without a car');

  const car = search.body.data.availableVehicles.find((/** @type {{ status: boolean }} */ v) => v.status);
  const select = await s.api('POST', '/api/v1/select', { vehicle_id: car.id, payment_type: 'L', booking_token: token });
  assert.equal(select.status, 200, select.text);
  const extra = select.body.data.results.optional_fees[0];
  const calc = await s.api('POST', '/api/v1/calculate', {
    optional_fees: [{ id: extra.id, qty: extra.Increment || 1 }],
    insurance_id: 2,
    booking_token: token,
  });
  assert.equal(calc.status, 200, calc.text);
  const row = await rowOf(id);
  const code = /** @type {string} */ (s.db.prepare('SELECT code FROM locations WHERE id = 1').pluck().get());
  assert.deepEqual(row.Quote, {
    PickupLocationCode: code,
    DropoffLocationCode: code,
    VehicleCategoryID: 0,
    IsOver25: false,
    VehicleID: car.id,
    InsuranceID: 2,
    Extras: [{ ID: extra.id, Qty: extra.Increment || 1 }],
  });
  assert.equal(row.Status, 'SEL');
  assert.equal(row.PaymentType, 'L');
  assert.equal(
    Object.keys(row).some((key) => key.startsWith('_')),
    false,
    'no internal column leaks',
  );

  const csv = await fetch(`${s.url}/api/v1/dashboard/export?order_by=ID&order_direction=desc`, {
    headers: { Authorization: `Bearer ${s.asStaff.token}` },
  });
  const header = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
  assert.equal(header.includes('Quote'), false);
});

test('enquiries and other statuses carry no quote', async () => {
  const r = await s.api('GET', '/api/v1/bookings?order_by=ID&order_direction=desc', undefined, s.asStaff);
  const rows = /** @type {Array<{ Quote?: unknown, Status: string, Type: string }>} */ (r.body.data);
  assert.ok(
    rows.some((row) => !row.Quote && !['S', 'SEL'].includes(row.Status)),
    'the seed has other rows',
  );
  for (const row of rows) if (row.Quote) assert.ok(row.Type === 'BOOKING' && ['S', 'SEL'].includes(row.Status));
});
