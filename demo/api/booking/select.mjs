// @ts-check
/** POST /select (a car, held for the renter) and /calculate (its liability and extras, priced). */
import { Hono } from 'hono';
import { badRequest, conflict, notFound, readJson, str, int, reqInt, oneOf, soldOut } from '../../lib/http.mjs';
import { extraUnitTotal, liabilityTotal } from '../../lib/pricing.mjs';
import { clientAddress } from '../../lib/rateLimit.mjs';
import { parseMeta } from '../store.mjs';
import { ensureOpen, ensureSelected, instant, selectionKey, SOLD_OUT_MESSAGE } from './totals.mjs';
import { readExtras } from './extras.mjs';
/** @typedef {import('../store.mjs').ExtraRow} ExtraRow @typedef {import('../store.mjs').LiabilityRow} LiabilityRow */

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   provider: import('../provider.mjs').Provider, holds: import('../holds.mjs').Holds,
 *   totals: ReturnType<typeof import('./totals.mjs').createTotals>, skipSoldOutCheck?: boolean}} deps
 *   `skipSoldOutCheck`: a fault for the conformance run's own test (test/conformance.test.mjs), never set otherwise
 */
export function selectRoutes({
  db,
  store,
  provider,
  holds,
  totals: { contextOf, totalsFor, saveAmounts },
  skipSoldOutCheck = false,
}) {
  const app = new Hono();
  const updateSelection =
    db.prepare(`UPDATE bookings SET status = 'SEL', vehicle_id = @vehicle_id, vehicle_type_code = @code,
    payment_type = @payment_type, meta = @meta, total_rate = @total_rate,
    total_rate_after_discount = @total_rate_after_discount, discount_amount = @discount_amount, insurance_amount = @insurance_amount,
    extra_amount = @extra_amount, surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`);

  /** @typedef {{ token: string, vehicleId: number, paymentType: 'N' | 'L', client: string }} SelectInput */
  const selectTx = db.transaction((/** @type {SelectInput} */ input) => {
    const booking = store.bookingByToken(input.token);
    ensureOpen(booking);
    const vehicle = store.vehicle(input.vehicleId);
    if (!vehicle) throw notFound(`Vehicle ${input.vehicleId} not found.`);
    const ctx = contextOf(booking);
    if (ctx.meta.search?.category_id && vehicle.category_id !== ctx.meta.search.category_id) {
      throw badRequest('This vehicle is not part of your search results. Please search again.');
    }
    if (!ctx.isOver25 && vehicle.min_age >= 25) {
      throw conflict('This vehicle is only available to drivers aged 25 and over.', 'Drivers 25+ only');
    }
    if (
      !skipSoldOutCheck &&
      store.available(vehicle.id, booking.pickup_location_id ?? 0, booking.pickup_dt, booking.dropoff_dt, booking.id) <=
        0
    ) {
      throw soldOut(SOLD_OUT_MESSAGE);
    }
    const meta = { ...ctx.meta, insurance_id: null, extras: [] };
    const next = { ...booking, vehicle_id: vehicle.id, payment_type: input.paymentType };
    const { amounts } = totalsFor(next, meta);
    // A new selection (even of the same car) starts liability and extras afresh: any intent is stale.
    provider.voidAll(booking.id);
    updateSelection.run({
      id: booking.id,
      vehicle_id: vehicle.id,
      code: vehicle.code,
      payment_type: input.paymentType,
      meta: JSON.stringify(meta),
      ...amounts,
    });
    const hold = holds.take(booking.id, input.client);
    return { vehicle, days: ctx.days, hold };
  });

  app.post('/select', async (c) => {
    const body = await readJson(c);
    const vehicleId = reqInt(body, 'vehicle_id', { min: 1, label: 'vehicle_id' });
    const paymentType = oneOf(body, 'payment_type', /** @type {const} */ (['N', 'L']), { label: 'payment_type' });
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const { days, hold } = selectTx.immediate({ token, vehicleId, paymentType, client: clientAddress(c) });
    const extras = /** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      icon: e.icon,
      label: e.label,
      totalfeeamount: extraUnitTotal(e, days),
      formType: e.form_type,
      Increment: e.increment,
      max_qty: e.max_qty,
    }));
    const liabilities = /** @type {LiabilityRow[]} */ (store.q.liabilities.all()).map((l) => ({
      id: l.id,
      name: l.name,
      description: l.description,
      label: l.label,
      totalinsuranceamount: liabilityTotal(l, days),
      exclude_extra_ids: JSON.parse(l.exclude_extra_ids),
      discount_rate: l.discount_rate,
    }));
    return c.json({
      data: { results: { optional_fees: extras, insurance_options: liabilities, hold_expires_at: instant(hold) } },
    });
  });

  app.post('/calculate', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const insuranceId = int(body, 'insurance_id', { required: false, nullable: true, min: 1, label: 'insurance_id' });
    const extras = readExtras(body.optional_fees ?? [], store, 'optional_fees');
    if (insuranceId !== null && !store.q.liability.get(insuranceId))
      throw badRequest(`Unknown liability option ${insuranceId}.`);
    const client = clientAddress(c);
    const { totals, hold } = db
      .transaction(() => {
        const booking = store.bookingByToken(token);
        ensureSelected(booking);
        const hold = holds.ensure(booking, client);
        const before = parseMeta(booking.meta);
        const meta = { ...before, insurance_id: insuranceId, extras };
        // Another liability or other extras: an intent made for the old choice must never be paid.
        if (selectionKey(before) !== selectionKey(meta)) provider.voidAll(booking.id);
        const { totals, amounts } = totalsFor(booking, meta);
        saveAmounts(booking.id, meta, amounts);
        return { totals, hold };
      })
      .immediate();
    return c.json({ data: { results: { totals, hold_expires_at: instant(hold) } } });
  });

  return app;
}
