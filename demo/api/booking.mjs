// @ts-check
/** The booking flow: search → select → calculate → save-customer → payment / phone-booking. */
import { Hono } from 'hono';
import {
  badRequest,
  changed,
  conflict,
  notFound,
  readJson,
  str,
  int,
  reqInt,
  bool,
  email,
  phone,
  oneOf,
  HttpError,
  soldOut,
} from '../lib/http.mjs';
import {
  addDays,
  ageOn,
  atMinutes,
  dateField,
  dateTime,
  minutesToHm,
  parseDateTime,
  rentalDays,
  startOfDay,
  timeField,
  ymd,
} from '../lib/dates.mjs';
import { randomId, randomToken, sha256 } from '../lib/ids.mjs';
import { bookingTotals, cents, extraUnitTotal, liabilityTotal, round2, vehicleQuote } from '../lib/pricing.mjs';
import { expiredError, parseMeta } from './store.mjs';
/** @typedef {import('./store.mjs').BookingRow} BookingRow @typedef {import('./store.mjs').VehicleRow} VehicleRow */
/** @typedef {import('./store.mjs').PromoRow} PromoRow @typedef {import('./store.mjs').LiabilityRow} LiabilityRow */
/** @typedef {import('./store.mjs').ExtraRow} ExtraRow @typedef {import('./store.mjs').FeeRow} FeeRow */
/** @typedef {import('./store.mjs').Selection} Selection */
import { clientAddress } from '../lib/rateLimit.mjs';
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_PARAMS, readAttribution } from '../lib/attribution.mjs';
import { reservationNo, reservationRef } from '../db/seed.mjs';
import { FLIGHT_NUMBER_MAX_LENGTH, MIN_DRIVER_AGE } from '../lib/rules.generated.mjs';

const MAX_RENTAL_DAYS = 90;
/** How long a phone booking holds its car unless PHONE_HOLD_MINUTES says otherwise (the team calls within 5). */
export const DEFAULT_PHONE_HOLD_MINUTES = 60;
const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/**
 * What happened to the renter's money when an intent was voided. @param {import('./provider.mjs').Intent | undefined} intent
 * @param {'canceled' | 'refunded' | 'none'} done
 */
function moneyNote(intent, done) {
  if (!intent) return '';
  if (intent.kind === 'payment' && (done === 'refunded' || intent.amount_refunded > 0)) {
    return `Your payment of $${intent.amount.toFixed(2)} has been refunded in full.`;
  }
  return 'Nothing has been charged to your card.';
}

const SOLD_OUT_MESSAGE = 'Sorry, this vehicle has just sold out for your dates. Please choose another vehicle.';
const AGE_MESSAGE =
  'This vehicle is only available to drivers aged 25 and over, and the birth date entered is under 25. Please choose another vehicle.';

/** An epoch-ms instant as ISO 8601 (UTC). @param {number} ms */
const instant = (ms) => new Date(ms).toISOString();

/**
 * @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store,
 *   provider: import('./provider.mjs').Provider, holds: import('./holds.mjs').Holds,
 *   publicOrigin: (c: import('hono').Context) => string, phoneHoldMinutes?: number,
 *   onPaid?: (bookingId: number, manageUrl: unknown) => void}} deps
 *   `phoneHoldMinutes`: how long a phone booking holds its car (PHONE_HOLD_MINUTES, default 60);
 *   `onPaid`: after /payment registers a booking (the confirmation email, demo/api/manage.mjs)
 */
export function bookingRoutes({
  db,
  store,
  provider,
  holds,
  publicOrigin,
  phoneHoldMinutes = DEFAULT_PHONE_HOLD_MINUTES,
  onPaid,
}) {
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
  const updateSelection =
    db.prepare(`UPDATE bookings SET status = 'SEL', vehicle_id = @vehicle_id, vehicle_type_code = @code,
    payment_type = @payment_type, meta = @meta, total_rate = @total_rate,
    total_rate_after_discount = @total_rate_after_discount, discount_amount = @discount_amount, insurance_amount = @insurance_amount,
    extra_amount = @extra_amount, surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`);
  const updateAmounts = db.prepare(`UPDATE bookings SET meta = @meta, total_rate = @total_rate,
    total_rate_after_discount = @total_rate_after_discount, discount_amount = @discount_amount, insurance_amount = @insurance_amount,
    extra_amount = @extra_amount, surcharge_amount = @surcharge_amount, total_amount = @total_amount WHERE id = @id`);
  const updateCustomer =
    db.prepare(`UPDATE bookings SET first_name = @first_name, last_name = @last_name, email = @email,
    phone = @phone, renter_age = @age, is_over_25 = @is_over_25, stripe_customer_id = @customer, meta = @meta WHERE id = @id`);
  const markPaid =
    db.prepare(`UPDATE bookings SET status = 'C', reservation_no = @no, reservation_ref = @ref, stripe_id = @stripe_id,
    hold_expires = 0 WHERE id = @id`);
  const markPhone = db.prepare(`UPDATE bookings SET status = 'R', vehicle_id = @vehicle_id, vehicle_type_code = @code,
    first_name = @first_name, last_name = @last_name, email = @email, phone = @phone, reservation_no = @no,
    reservation_ref = @ref, meta = @meta, requested_dt = @requested WHERE id = @id`);

  /** @param {string} code */
  function findPromo(code) {
    if (!code) return { promo: null, reason: '' };
    const row = /** @type {PromoRow | undefined} */ (store.q.promo.get(code));
    if (!row) return { promo: null, reason: 'unknown' };
    const today = ymd(store.todayAt());
    if (today < row.valid_from || today > row.valid_to) return { promo: null, reason: 'expired' };
    return { promo: row, reason: '' };
  }

  /** Reads and checks the pickup/return part of a search. @param {Record<string, unknown>} body */
  function readTrip(body) {
    const pickupId = reqInt(body, 'pickup_location_id', { min: 1, label: 'Pick up location' });
    const dropoffId = reqInt(body, 'dropoff_location_id', { min: 1, label: 'Return location' });
    const pd = dateField(body, 'pickup_date', 'Pick up date');
    const pt = timeField(body, 'pickup_time', 'Pick up time');
    const dd = dateField(body, 'dropoff_date', 'Return date');
    const dt = timeField(body, 'dropoff_time', 'Return time');
    const pickupLoc = store.location(pickupId);
    if (!pickupLoc) throw badRequest(`Unknown pick up location ${pickupId}.`);
    const dropLoc = store.location(dropoffId);
    if (!dropLoc) throw badRequest(`Unknown return location ${dropoffId}.`);
    if (!store.q.dropoffAllowed.get(pickupId, dropoffId)) {
      throw badRequest(
        `Cars picked up at ${pickupLoc.name} cannot be returned to ${dropLoc.name}. Please choose another return location.`,
      );
    }
    const now = store.nowAt(pickupLoc);
    if (pd.date < startOfDay(now)) throw badRequest('The pick up date cannot be in the past.');
    const pickup = atMinutes(pd.date, pt.minutes);
    const dropoff = atMinutes(dd.date, dt.minutes);
    if (pickup <= now) throw badRequest('The pick up time has already passed. Please choose a later time.');
    if (dropoff <= pickup) throw badRequest('The return date and time must be after the pick up date and time.');
    const days = rentalDays(pickup, dropoff);
    if (days > MAX_RENTAL_DAYS) {
      throw badRequest(
        `Online bookings are limited to ${MAX_RENTAL_DAYS} days. For longer rentals please ask about long-term car rental.`,
      );
    }
    for (const [loc, date, minutes, what] of /** @type {const} */ ([
      [pickupLoc, pd.date, pt.minutes, 'pick up'],
      [dropLoc, dd.date, dt.minutes, 'return'],
    ])) {
      const h = /** @type {{ open_min: number, close_min: number } | undefined} */ (
        store.q.hours.get(loc.id, date.getUTCDay())
      );
      const day = WEEKDAYS[date.getUTCDay()];
      // A branch with no hours that day is closed all day (reading h.open_min there threw a TypeError: a 500).
      if (!h) throw badRequest(`${loc.name} is closed on ${day}. Please choose another ${what} date.`, 'Branch closed');
      if (minutes < h.open_min || minutes > h.close_min) {
        throw badRequest(
          `${loc.name} is open ${minutesToHm(h.open_min)}–${minutesToHm(h.close_min)} on ${day}. Please choose another ${what} time.`,
          'Branch closed',
        );
      }
    }
    return {
      pickupLoc,
      dropLoc,
      pickup,
      dropoff,
      days,
      pickupText: `${pd.text} ${pt.text}`,
      dropoffText: `${dd.text} ${dt.text}`,
    };
  }

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

  /** Pricing context of a booking row. @param {BookingRow} booking */
  function contextOf(booking) {
    const meta = parseMeta(booking.meta);
    const pickup = parseDateTime(booking.pickup_dt);
    const dropoff = parseDateTime(booking.dropoff_dt);
    const days = rentalDays(pickup, dropoff);
    const promo = booking.promo_code
      ? (/** @type {PromoRow | undefined} */ (store.q.promo.get(booking.promo_code)) ?? null)
      : null;
    const loc = store.location(booking.pickup_location_id);
    return { meta, days, promo, isAirport: Boolean(loc?.is_airport), isOver25: booking.is_over_25 === 1 };
  }

  /** The liability and extras of a selection, comparable. @param {Selection} meta */
  const selectionKey = (meta) =>
    JSON.stringify([
      meta.insurance_id ?? null,
      [...(meta.extras || [])].sort((a, b) => a.id - b.id).map((e) => [e.id, e.qty]),
    ]);

  /** @param {BookingRow} booking */
  function ensureOpen(booking) {
    if (booking.status === 'C')
      throw conflict(
        'This booking has already been paid. Please start a new search for another booking.',
        'Already booked',
      );
    if (booking.status === 'R')
      throw conflict(
        'This booking has been sent to our team as a phone booking. Please start a new search.',
        'Already requested',
      );
  }

  /** @param {BookingRow} booking @param {Selection} meta */
  function totalsFor(booking, meta) {
    const ctx = contextOf(booking);
    const vehicle = store.vehicle(booking.vehicle_id);
    if (!vehicle) throw changed('Please choose a vehicle first.', 'No vehicle selected');
    const liability = meta.insurance_id
      ? (/** @type {LiabilityRow | undefined} */ (store.q.liability.get(meta.insurance_id)) ?? null)
      : null;
    const excluded = new Set(liability ? JSON.parse(liability.exclude_extra_ids) : []);
    const extrasById = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e]));
    const extras = (meta.extras || [])
      .filter((e) => !excluded.has(e.id) && extrasById.has(e.id))
      .map((e) => ({ extra: /** @type {ExtraRow} */ (extrasById.get(e.id)), qty: e.qty }));
    return bookingTotals({
      vehicle,
      days: ctx.days,
      promo: ctx.promo,
      // Set at /select, before any total is asked for.
      paymentType: /** @type {'N' | 'L'} */ (booking.payment_type),
      liability,
      extras,
      fees: /** @type {FeeRow[]} */ (store.q.fees.all()),
      isAirport: ctx.isAirport,
      isOver25: ctx.isOver25,
    });
  }

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
    const raw = body.optional_fees ?? [];
    if (!Array.isArray(raw)) throw badRequest('optional_fees must be a list of {id, qty}.');
    const extrasById = new Map(/** @type {ExtraRow[]} */ (store.q.extras.all()).map((e) => [e.id, e]));
    /** @type {Map<number, number>} */
    const chosen = new Map();
    for (const item of raw) {
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        throw badRequest('optional_fees must be a list of {id, qty}.');
      const id = reqInt(item, 'id', { min: 1, label: 'optional_fees id' });
      const qty = reqInt(item, 'qty', { min: 0, max: 99, label: 'optional_fees qty' });
      const extra = extrasById.get(id);
      if (!extra) throw badRequest(`Unknown extra ${id}.`);
      if (qty > extra.max_qty) throw badRequest(`You can add at most ${extra.max_qty} × ${extra.name}.`);
      if (qty % extra.increment !== 0) throw badRequest(`${extra.name} changes in steps of ${extra.increment}.`);
      chosen.set(id, qty);
    }
    if (insuranceId !== null && !store.q.liability.get(insuranceId))
      throw badRequest(`Unknown liability option ${insuranceId}.`);
    const client = clientAddress(c);
    const { totals, hold } = db
      .transaction(() => {
        const booking = store.bookingByToken(token);
        ensureOpen(booking);
        if (booking.status !== 'SEL' || !booking.vehicle_id)
          throw changed('Please choose a vehicle first.', 'No vehicle selected');
        const hold = holds.ensure(booking, client);
        const before = parseMeta(booking.meta);
        const extras = [...chosen]
          .filter(([, q]) => q > 0)
          .sort(([a], [b]) => a - b)
          .map(([id, qty]) => ({ id, qty }));
        const meta = { ...before, insurance_id: insuranceId, extras };
        // Another liability or other extras: an intent made for the old choice must never be paid.
        if (selectionKey(before) !== selectionKey(meta)) provider.voidAll(booking.id);
        const { totals, amounts } = totalsFor(booking, meta);
        updateAmounts.run({ id: booking.id, meta: JSON.stringify(meta), ...amounts });
        return { totals, hold };
      })
      .immediate();
    return c.json({ data: { results: { totals, hold_expires_at: instant(hold) } } });
  });

  const countryCode = db.prepare('SELECT 1 FROM countries WHERE code = ?').pluck();

  app.post('/save-customer', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const first = str(body, 'first_name', { max: 100, label: 'First name' });
    const last = str(body, 'last_name', { max: 100, label: 'Last name' });
    const mail = email(body, 'email');
    const mobile = phone(body, 'mobile_number', { label: 'Contact number' });
    const mobileCc = str(body, 'mobile_country_code', { required: false, max: 10, label: 'mobile_country_code' });
    const birthday = dateField(body, 'birthday', 'Birth date');
    const licenseNo = str(body, 'license_no', { required: false, max: 40, label: "Driver's License Number" });
    const licenseState = str(body, 'license_state', { required: false, max: 10, label: 'License state of issue' });
    const flight = str(body, 'flight_no', { required: false, max: FLIGHT_NUMBER_MAX_LENGTH, label: 'Flight number' });
    if (licenseState && !countryCode.get(licenseState)) throw badRequest(`Unknown license state ${licenseState}.`);
    const now = store.todayAt();
    if (birthday.date > now) throw badRequest('Birth date cannot be in the future');
    const age = ageOn(birthday.date, now);
    if (age < MIN_DRIVER_AGE) throw badRequest(`You must be at least ${MIN_DRIVER_AGE} years old`);
    if (age > 120) throw badRequest('Please enter a real birth date.');

    const client = clientAddress(c);
    const { intent, totals, hold, booking } = db
      .transaction(() => {
        const booking = store.bookingByToken(token);
        ensureOpen(booking);
        if (booking.status !== 'SEL' || !booking.vehicle_id)
          throw changed('Please choose a vehicle first.', 'No vehicle selected');
        const meta = parseMeta(booking.meta);
        if (!meta.insurance_id) throw changed('Please choose a liability option first.', 'No liability selected');
        // The birth date, not the search's tick box, decides: 25+-only cars and the young-driver fee.
        const isOver25 = age >= 25;
        if (!isOver25 && (store.vehicle(booking.vehicle_id)?.min_age ?? 0) >= 25)
          throw conflict(AGE_MESSAGE, 'Drivers 25+ only');
        const hold = holds.ensure(booking, client);
        const priced = { ...booking, is_over_25: isOver25 ? 1 : 0 };
        const { totals, amounts } = totalsFor(priced, meta);
        meta.customer = {
          first_name: first,
          last_name: last,
          email: mail,
          mobile_number: mobile,
          mobile_country_code: mobileCc,
          birthday: birthday.text,
          license_no: licenseNo,
          license_state: licenseState,
          flight_no: flight,
        };
        updateCustomer.run({
          id: booking.id,
          first_name: first,
          last_name: last,
          email: mail,
          phone: mobile,
          age,
          is_over_25: priced.is_over_25,
          customer: booking.stripe_customer_id || `cus_${randomId(14)}`,
          meta: JSON.stringify(meta),
        });
        updateAmounts.run({ id: booking.id, meta: JSON.stringify(meta), ...amounts });
        // One live intent: the current one if it still fits this kind and amount, else a new one (the old voided).
        return {
          intent: provider.intentFor(
            booking.id,
            booking.payment_type === 'N' ? 'payment' : 'setup',
            amounts.total_amount,
          ),
          totals,
          hold,
          booking,
        };
      })
      .immediate();
    // Beyond the spec's two fields: what the intent is for, so the widget never confirms an
    // amount it does not show (the price may have changed with the birth date), and its status: a
    // succeeded one (a reload after the card went through) only needs registering with /payment.
    return c.json({
      data: {
        results: {
          client_secret: intent.client_secret,
          intent_type: intent.kind,
          intent_status: intent.status,
          amount: intent.amount,
          payment_type: booking.payment_type,
          vehicle_id: booking.vehicle_id,
          hold_expires_at: instant(hold),
          totals,
        },
      },
    });
  });

  /**
   * Registers a confirmed intent (shared with the subscription flow), inside the caller's immediate
   * transaction. Returns `{error}` rather than throwing when it has voided an intent (refunded a
   * payment, canceled a setup), so the caller commits that before answering with the error.
   * @param {string} stripeId @param {BookingRow} booking
   * @param {{kind: 'payment' | 'setup', total: () => number, claim: () => boolean, paid: string}} expect
   *   the kind and total the booking wants now; `claim` renews its hold on the car (false: the car is gone);
   *   `paid`: the 409 message for a booking already paid
   * @returns {{data: {reservation_ref: string, reservation_no: string, booking_id: number}} | {error: HttpError}}
   */
  function registerPayment(stripeId, booking, expect) {
    const intent = provider.get(stripeId);
    const mine = intent && intent.booking_id === booking.id ? intent : undefined;
    /**
     * Voids the intent, then the 409, ending with what happened to the money.
     * @param {string} text @param {string} title @param {'changed' | 'sold_out'} [code]
     */
    const undo = (text, title, code) => {
      const done = mine ? provider.voidIntent(mine, 'booking_changed') : 'none';
      return { error: new HttpError(409, `${text} ${moneyNote(mine, done)}`.trim(), title, code) };
    };
    if (booking.status === 'C') {
      if (booking.stripe_id === stripeId) {
        return {
          data: {
            reservation_ref: booking.reservation_ref,
            reservation_no: booking.reservation_no,
            booking_id: booking.id,
          },
        };
      }
      // Another intent for a booking already paid: never a second charge.
      return undo(expect.paid, 'Already booked');
    }
    if (booking.status === 'R')
      return undo(
        'This booking has been sent to our team as a phone booking. Please start a new search.',
        'Already requested',
      );
    if (store.sessionExpired(booking) && mine?.status !== 'succeeded') return { error: expiredError(booking.type) };
    if (!mine) return { error: badRequest('This payment does not belong to this booking.') };
    if (mine.status === 'canceled' || mine.amount_refunded > 0) {
      return {
        error: changed(
          `This payment was stopped because the booking changed after it started. ${moneyNote(mine, mine.amount_refunded > 0 ? 'refunded' : 'canceled')} Please check your booking and pay again.`,
          'Booking changed',
        ),
      };
    }
    if (mine.kind !== expect.kind) {
      return undo(
        `Your booking is now ${expect.kind === 'payment' ? 'pay now' : 'pay later'}, but this payment was made for ${mine.kind === 'payment' ? 'pay now' : 'pay later'}. Please check your booking and pay again.`,
        'Booking changed',
        'changed',
      );
    }
    if (mine.status !== 'succeeded') {
      return {
        error: new HttpError(
          402,
          'The payment has not been completed. Please check your card details and try again.',
          'Payment not completed',
        ),
      };
    }
    const total = expect.total();
    if (cents(mine.amount) !== cents(total)) {
      return undo(
        `The total of your booking is now $${total.toFixed(2)}, not the $${mine.amount.toFixed(2)} of this payment. Please check the new total and pay again.`,
        'Price changed',
      );
    }
    if (!expect.claim())
      return undo(
        'Sorry, your vehicle was booked by someone else before your payment came through. Please start a new search.',
        'Sold out',
        'sold_out',
      );
    const no = reservationNo(booking.id);
    const ref = reservationRef(booking.id);
    markPaid.run({ id: booking.id, no, ref, stripe_id: stripeId });
    return { data: { reservation_ref: ref, reservation_no: no, booking_id: booking.id } };
  }

  app.post('/payment', async (c) => {
    const body = await readJson(c);
    const stripeId = str(body, 'stripe_id', { max: 100, label: 'stripe_id' });
    if (!/^(pi|seti)_[A-Za-z0-9]+$/.test(stripeId))
      throw badRequest('stripe_id must be a payment intent (pi_…) or setup intent (seti_…) id.');
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const client = clientAddress(c);
    const result = db
      .transaction(() => {
        // A payment that went through is registered even after the session expired: the money has moved.
        const booking = store.bookingByToken(token, 'BOOKING', { allowExpired: true });
        return registerPayment(stripeId, booking, {
          kind: booking.payment_type === 'N' ? 'payment' : 'setup',
          total: () => totalsFor(booking, parseMeta(booking.meta)).amounts.total_amount,
          claim: () => holds.renew(booking, client) > 0,
          paid: 'This booking has already been paid.',
        });
      })
      .immediate();
    if ('error' in result) throw result.error;
    // Optional `manage_url`: the site's "Manage my booking" page (its routes.manageBooking) for the email's link.
    onPaid?.(result.data.booking_id, body.manage_url);
    return c.json({ data: result.data });
  });

  app.post('/phone-booking', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'booking_token', { max: 100, label: 'booking_token' });
    const vehicleId = reqInt(body, 'vehicle_id', { min: 1, label: 'vehicle_id' });
    const first = str(body, 'first_name', { max: 100, label: 'First name' });
    const last = str(body, 'last_name', { max: 100, label: 'Last name' });
    const mail = email(body, 'email');
    const mobile = phone(body, 'mobile_number', { label: 'Mobile number' });
    const client = clientAddress(c);
    const result = db
      .transaction(() => {
        const booking = store.bookingByToken(token);
        if (booking.status === 'C') throw conflict('This booking has already been paid.', 'Already booked');
        // A card already charged (or set up) for it, even if not registered yet: never hand a paid
        // booking to the call centre as well (the checkout offers this after failed payments).
        const paid = /** @type {const} */ (['payment', 'setup']).some((kind) =>
          provider.list(kind, { bookingId: booking.id, limit: 50 }).some((intent) => intent.status === 'succeeded'),
        );
        if (paid) throw conflict('This booking has already been paid.', 'Already booked');
        const vehicle = store.vehicle(vehicleId);
        if (!vehicle) throw notFound(`Vehicle ${vehicleId} not found.`);
        // The stock rules of /select: a car of this search, allowed for the driver's age, free for the span.
        const ctx = contextOf(booking);
        if (ctx.meta.search?.category_id && vehicle.category_id !== ctx.meta.search.category_id)
          throw badRequest('This vehicle is not part of your search results. Please search again.');
        if (!ctx.isOver25 && vehicle.min_age >= 25)
          throw badRequest('This vehicle is only available to drivers aged 25 and over.', 'Drivers 25+ only');
        if (
          store.available(
            vehicle.id,
            booking.pickup_location_id ?? 0,
            booking.pickup_dt,
            booking.dropoff_dt,
            booking.id,
          ) <= 0
        )
          throw soldOut(SOLD_OUT_MESSAGE);
        const requested = dateTime(store.nowAt());
        const meta = { ...parseMeta(booking.meta), phone_booking: { vehicle_id: vehicleId, requested_at: requested } };
        // The team takes it from here: a card form still open in another tab must not charge as well.
        provider.voidAll(booking.id);
        const no = booking.reservation_no || reservationNo(booking.id);
        const ref = booking.reservation_ref || reservationRef(booking.id);
        markPhone.run({
          id: booking.id,
          vehicle_id: vehicleId,
          code: vehicle.code,
          first_name: first,
          last_name: last,
          email: mail,
          phone: mobile,
          no,
          ref,
          meta: JSON.stringify(meta),
          requested,
        });
        // Held like a selection, for the time the team needs to call (and within the client's limit).
        holds.take(booking.id, client, phoneHoldMinutes);
        return { booking_id: booking.id, reservation_no: no, reservation_ref: ref };
      })
      .immediate();
    return c.json({ data: { ...result, message: 'Thank you! Our team will call you within 5 minutes.' } });
  });

  return { app, registerPayment, totalsFor, readTrip };
}

export { round2, addDays };
