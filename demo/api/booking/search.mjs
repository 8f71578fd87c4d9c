// @ts-check
/** POST /search: the cars free for a trip, priced pay later and pay now, and a new booking token. */
import { Hono } from 'hono';
import { badRequest, readJson, str, int, reqInt, bool, email, phone } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { randomToken, sha256 } from '../../lib/ids.mjs';
import { vehicleQuote } from '../../lib/pricing.mjs';
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_PARAMS, readAttribution } from '../../lib/attribution.mjs';
/** @typedef {import('../store.mjs').VehicleRow} VehicleRow */

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   trip: ReturnType<typeof import('./trip.mjs').createTrip>,
 *   publicOrigin: (c: import('hono').Context) => string}} deps
 */
export function searchRoutes({ db, store, trip: { findPromo, readTrip }, publicOrigin }) {
  const app = new Hono();
  const vehiclesAll = db.prepare('SELECT * FROM vehicles ORDER BY sort');
  const fleetAt = db.prepare('SELECT vehicle_id, count FROM fleet WHERE location_id = ?');
  const categoryExists = db.prepare('SELECT 1 FROM vehicle_categories WHERE id = ?').pluck();
  const insertSearch =
    db.prepare(`INSERT INTO bookings (type, token_hash, status, first_name, email, phone, is_over_25, website,
    transaction_dt, pickup_location_id, pickup_location_name, pickup_dt, dropoff_location_id, dropoff_location_name, dropoff_dt,
    promo_code, meta, session_expires, ${ATTRIBUTION_COLUMNS}) VALUES ('BOOKING', @token_hash, 'S', @first_name, @email, @phone,
    @is_over_25, @website, @tx, @pickup_id, @pickup_name, @pickup_dt, @dropoff_id, @dropoff_name, @dropoff_dt, @promo, @meta,
    @session_expires, ${ATTRIBUTION_PARAMS})`);

  app.post('/search', async (c) => {
    const body = await readJson(c);
    const trip = readTrip(body);
    const categoryId = reqInt(body, 'vehicle_category_type_id', { min: 0, label: 'Vehicle type' });
    if (categoryId !== 0 && !categoryExists.get(categoryId)) throw badRequest(`Unknown vehicle type ${categoryId}.`);
    const promoCode = str(body, 'promo_code', { required: false, max: 40, label: 'Promo code' }).toUpperCase();
    const isOver25 = bool(body, 'is_over_25', { required: false, fallback: true, label: 'is_over_25' });
    const firstName = str(body, 'first_name', { required: false, max: 100, label: 'First name' });
    const emailAddr = email(body, 'email', { required: false });
    const mobile = phone(body, 'mobile_number', { required: false, label: 'Mobile number' });
    const sourceId = int(body, 'source_id', { required: false, label: 'source_id' }) ?? 64;
    const variant = str(body, 'search_variant', { required: false, max: 10, label: 'search_variant' });
    const attribution = readAttribution(body);

    const { promo } = findPromo(promoCode);
    const from = dateTime(trip.pickup);
    const to = dateTime(trip.dropoff);
    const booked = store.bookedCounts(trip.pickupLoc.id, from, to);
    const fleet = new Map(
      /** @type {{ vehicle_id: number, count: number }[]} */ (fleetAt.all(trip.pickupLoc.id)).map((r) => [
        r.vehicle_id,
        r.count,
      ]),
    );
    const origin = publicOrigin(c);
    let promoUsed = false;
    const cars = /** @type {VehicleRow[]} */ (vehiclesAll.all())
      .filter((v) => categoryId === 0 || v.category_id === categoryId)
      .map((v) => {
        const later = vehicleQuote(v, trip.days, promo, 'L');
        const now = vehicleQuote(v, trip.days, promo, 'N');
        const free = (fleet.get(v.id) ?? 0) - (booked.get(v.id) ?? 0);
        const ageBlocked = !isOver25 && v.min_age >= 25;
        const status = free > 0 && !ageBlocked;
        if (later.promoApplied) promoUsed = true;
        return {
          id: v.id,
          name: v.name,
          sub_name: v.sub_name,
          image: `${origin}/demo-assets/vehicles/${v.slug}.svg`,
          seats: v.seats,
          large_bags: v.large_bags,
          small_bags: v.small_bags,
          transmission: v.manual === 1,
          features: v.features,
          status,
          unavailable_reason: status ? null : ageBlocked ? 'age' : 'sold_out',
          discountLabel: later.promoApplied && promo ? promo.label : '',
          discountName: later.promoApplied && promo ? promo.name : '',
          discountAmount: later.discount,
          beforeDiscountAmount: later.beforeDiscount,
          payLaterAmount: later.total,
          payNowAmount: now.total,
          numberOfDays: trip.days,
        };
      });
    const activePromo = promo && promoUsed ? promo.code : '';
    const token = randomToken();
    insertSearch.run({
      token_hash: sha256(token),
      first_name: firstName,
      email: emailAddr,
      phone: mobile,
      is_over_25: isOver25 ? 1 : 0,
      website: new URL(origin).host,
      tx: dateTime(store.nowAt()),
      pickup_id: trip.pickupLoc.id,
      pickup_name: trip.pickupLoc.name,
      pickup_dt: from,
      dropoff_id: trip.dropLoc.id,
      dropoff_name: trip.dropLoc.name,
      dropoff_dt: to,
      promo: activePromo,
      session_expires: store.sessionEnd(),
      ...attribution,
      meta: JSON.stringify({
        search: {
          category_id: categoryId,
          promo_entered: promoCode,
          search_variant: variant,
          source_id: sourceId,
          days: trip.days,
        },
        insurance_id: null,
        extras: [],
      }),
    });
    return c.json({ data: { active_promo: activePromo, availableVehicles: cars, booking_token: token } });
  });

  return app;
}
