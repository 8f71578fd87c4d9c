// @ts-check
/**
 * The rental-host API (`/rental-api/v1`: request-call, search-variant,
 * subscription/store, subscription/select) and the subscription calls on the
 * booking API (`/api/v1/subscription/customer|calculate|payment`).
 */
import { Hono } from 'hono';
import { badRequest, conflict, notFound, readJson, str, reqInt, bool, email, phone, oneOf } from '../lib/http.mjs';
import { addDays, dateField, dateTime, timeField, atMinutes, ymd } from '../lib/dates.mjs';
import { randomId, randomToken, sha256 } from '../lib/ids.mjs';
import { subscriptionTotals } from '../lib/pricing.mjs';
import { parseMeta } from './store.mjs';
import { readStripeId } from './booking/payment.mjs';
/** @typedef {import('./store.mjs').BookingRow} BookingRow */
/** @typedef {import('./store.mjs').SubscriptionVehicleRow} SubscriptionVehicleRow */
/**
 * The subscription a visitor has chosen (in its booking's `meta`, from /subscription/select on).
 * @typedef {{ vehicle_name: string, rate: number, payment_frequency: 'weekly' | 'fortnightly',
 *   subscription_type: 'lite' | 'extra' | 'max', has_insurance: boolean, premium: number }} Subscription
 */
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_PARAMS, readAttribution } from '../lib/attribution.mjs';
import { CALL_TIMES, SUBSCRIPTION_MIN_DAYS_AHEAD } from '../lib/rules.generated.mjs';

/**
 * @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store, provider: import('./provider.mjs').Provider,
 *   searchVariant: () => string, publicOrigin: (c: import('hono').Context) => string}} deps
 */
export function rentalRoutes({ db, store, provider, searchVariant, publicOrigin }) {
  const app = new Hono();
  const insertEnquiry =
    db.prepare(`INSERT INTO bookings (type, status, first_name, last_name, phone, email, call_time, website,
    transaction_dt, requested_dt, ${ATTRIBUTION_COLUMNS}) VALUES (@type, 'Q', @first, @last, @phone, @email, @call_time,
    @website, @tx, @tx, ${ATTRIBUTION_PARAMS})`);

  app.get('/search-variant', (c) => c.json({ data: { variant: searchVariant() } }));

  app.post('/request-call', async (c) => {
    const body = await readJson(c);
    const name = str(body, 'name', { max: 120, label: 'Name' });
    const tel = str(body, 'phone', { max: 20, label: 'Phone number' }).replace(/[\s()+-]/g, '');
    if (!/^\d{6,15}$/.test(tel)) throw badRequest('Please enter a valid phone number');
    const mail = email(body, 'email', { label: 'Email' });
    const callTime = str(body, 'call_time', { required: false, max: 40, label: 'Best Time to Call You' });
    if (callTime && !CALL_TIMES.includes(callTime))
      throw badRequest(`call_time must be one of: ${CALL_TIMES.join(', ')}.`);
    const type = oneOf(body, 'type', /** @type {const} */ (['REQ_CALL', 'LONG_TERM']), { label: 'type' });
    const attribution = readAttribution(body);
    const [first, ...rest] = name.split(/\s+/);
    const { lastInsertRowid } = insertEnquiry.run({
      type,
      first,
      last: rest.join(' '),
      phone: tel,
      email: mail,
      call_time: callTime,
      website: new URL(publicOrigin(c)).host,
      tx: dateTime(store.nowAt()),
      ...attribution,
    });
    return c.json({
      data: { success: true, booking_id: Number(lastInsertRowid), message: 'Your inquiry has been submitted!' },
    });
  });

  const subVehicles = db.prepare('SELECT * FROM subscription_vehicles ORDER BY sort');
  const subVehicle = db.prepare('SELECT * FROM subscription_vehicles WHERE id = ?');
  const subTaken = db
    .prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'SUBSCRIPTION' AND status = 'C' AND vehicle_id = ?`)
    .pluck();
  const premiumWeekly = () =>
    Number(
      /** @type {string | undefined} */ (
        db.prepare("SELECT value FROM settings WHERE key = 'premium_insurance_weekly'").pluck().get()
      ) ?? 35,
    );
  const insertSub =
    db.prepare(`INSERT INTO bookings (type, token_hash, status, first_name, last_name, phone, email, payment_type,
    website, transaction_dt, pickup_location_id, pickup_location_name, pickup_dt, meta, session_expires, ${ATTRIBUTION_COLUMNS})
    VALUES ('SUBSCRIPTION', @token_hash, 'S', @first, @last, @phone, @email, 'N', @website, @tx, @loc_id, @loc_name, @pickup_dt, @meta,
    @session_expires, ${ATTRIBUTION_PARAMS})`);
  const selectSub = db.prepare(`UPDATE bookings SET status = 'SEL', vehicle_id = @vehicle_id, vehicle_type_code = @code,
    total_rate = @rate, total_rate_after_discount = @rate, total_amount = @total, meta = @meta WHERE id = @id`);

  /**
   * Rate of a package per frequency unit.
   * @param {SubscriptionVehicleRow} v @param {'lite' | 'extra' | 'max'} type @param {string} frequency
   */
  const rateOf = (v, type, frequency) => v[`${type}_rate`] * (frequency === 'fortnightly' ? 2 : 1);

  app.post('/subscription/store', async (c) => {
    const body = await readJson(c);
    const first = str(body, 'first_name', { max: 100, label: 'First name' });
    const last = str(body, 'last_name', { max: 100, label: 'Last name' });
    const mobile = phone(body, 'mobile_number', { label: 'Phone number' });
    const mail = email(body, 'email', { label: 'Email' });
    const frequency = oneOf(body, 'payment_frequency', /** @type {const} */ (['weekly', 'fortnightly']), {
      label: 'Payment frequency',
    });
    const code = str(body, 'pickup_location_id', { max: 10, label: 'Pickup location' });
    const pd = dateField(body, 'pickup_date', 'Pickup date');
    const pt = timeField(body, 'pickup_time', 'Pickup time');
    const attribution = readAttribution(body);
    const loc = store.locationByCode(code);
    if (!loc) throw badRequest(`Unknown pickup location ${code}.`);
    if (!loc.allows_subscription) throw badRequest(`Car subscriptions are not available at ${loc.name}.`);
    const earliest = addDays(store.todayAt(loc), SUBSCRIPTION_MIN_DAYS_AHEAD);
    if (pd.date < earliest)
      throw badRequest(`The pickup date must be at least ${SUBSCRIPTION_MIN_DAYS_AHEAD} days from today.`);
    const origin = publicOrigin(c);
    const host = new URL(origin).host;
    const vehicles = /** @type {SubscriptionVehicleRow[]} */ (subVehicles.all()).map((v) => ({
      id: v.id,
      name: v.name,
      description: v.description,
      image: `//${host}/demo-assets/vehicles/${v.slug}.svg`,
      features: v.features,
      liteRate: rateOf(v, 'lite', frequency),
      extraRate: rateOf(v, 'extra', frequency),
      maxRate: rateOf(v, 'max', frequency),
      status: v.fleet - /** @type {number} */ (subTaken.get(v.id)) > 0,
    }));
    const premium = premiumWeekly() * (frequency === 'fortnightly' ? 2 : 1);
    const token = randomToken();
    insertSub.run({
      token_hash: sha256(token),
      first,
      last,
      phone: mobile,
      email: mail,
      website: host,
      tx: dateTime(store.nowAt()),
      loc_id: loc.id,
      loc_name: loc.name,
      pickup_dt: dateTime(atMinutes(pd.date, pt.minutes)),
      session_expires: store.sessionEnd(),
      ...attribution,
      meta: JSON.stringify({
        subscription: {
          payment_frequency: frequency,
          pickup_date: pd.text,
          pickup_time: pt.text,
          location_code: loc.code,
          premium,
        },
      }),
    });
    return c.json({
      data: { availableVehicles: vehicles, subscription_token: token, premium_insurance_amount: premium },
    });
  });

  app.post('/subscription/select', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'subscription_token', { max: 100, label: 'subscription_token' });
    const vehicleId = reqInt(body, 'vehicle_id', { min: 1, label: 'vehicle_id' });
    const image = str(body, 'vehicle_image', { required: false, max: 500, label: 'vehicle_image' });
    const type = oneOf(body, 'subscription_type', /** @type {const} */ (['lite', 'extra', 'max']), {
      label: 'subscription_type',
    });
    const result = db
      .transaction(() => {
        const booking = store.bookingByToken(token, 'SUBSCRIPTION');
        if (booking.status === 'C') throw conflict('This subscription has already been paid.', 'Already subscribed');
        const v = /** @type {SubscriptionVehicleRow | undefined} */ (subVehicle.get(vehicleId));
        if (!v) throw notFound(`Vehicle ${vehicleId} not found.`);
        if (v.fleet - /** @type {number} */ (subTaken.get(v.id)) <= 0)
          throw conflict(
            'Sorry, this vehicle is no longer available. Please choose another car.',
            'Vehicle unavailable',
          );
        const meta = parseMeta(booking.meta);
        const rate = rateOf(v, type, meta.subscription.payment_frequency);
        meta.subscription = {
          ...meta.subscription,
          vehicle_id: v.id,
          vehicle_name: v.name,
          vehicle_image: image,
          subscription_type: type,
          rate,
          has_insurance: false,
        };
        const t = subscriptionTotals({
          vehicleName: v.name,
          rate,
          frequency: meta.subscription.payment_frequency,
          type,
          hasInsurance: false,
          premiumPerUnit: meta.subscription.premium,
        });
        // Another car or package (or the same one chosen afresh, without the premium cover): any intent is stale.
        provider.voidAll(booking.id);
        selectSub.run({
          id: booking.id,
          vehicle_id: v.id,
          code: `SUB-${v.slug}`.slice(0, 20).toUpperCase(),
          rate,
          total: t.first,
          meta: JSON.stringify(meta),
        });
        return { vehicle_id: v.id, subscription_type: type, rate };
      })
      .immediate();
    return c.json({ data: { success: true, ...result } });
  });

  return app;
}

/**
 * /api/v1/subscription/*
 * @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store, provider: import('./provider.mjs').Provider,
 *   registerPayment: ReturnType<typeof import('./booking.mjs').bookingRoutes>['registerPayment']}} deps
 */
export function subscriptionRoutes({ db, store, provider, registerPayment }) {
  const app = new Hono();
  const subVehicle = db.prepare('SELECT fleet FROM subscription_vehicles WHERE id = ?').pluck();
  const subTaken = db
    .prepare(`SELECT COUNT(*) FROM bookings WHERE type = 'SUBSCRIPTION' AND status = 'C' AND vehicle_id = ?`)
    .pluck();
  const countryCode = db.prepare('SELECT 1 FROM countries WHERE code = ?').pluck();
  const update = db.prepare(
    `UPDATE bookings SET insurance_amount = @insurance, total_amount = @total, meta = @meta WHERE id = @id`,
  );
  const updateCustomer =
    db.prepare(`UPDATE bookings SET first_name = @first, last_name = @last, email = @email, phone = @phone,
    stripe_customer_id = @customer, meta = @meta WHERE id = @id`);

  /** @param {BookingRow} booking */
  function selected(booking) {
    if (booking.status === 'C') throw conflict('This subscription has already been paid.', 'Already subscribed');
    const meta = parseMeta(booking.meta);
    if (booking.status !== 'SEL' || !meta.subscription?.vehicle_id)
      throw conflict('Please choose a car and package first.', 'No car selected');
    return meta;
  }
  /** @param {Subscription} s */
  const totalsOf = (s) =>
    subscriptionTotals({
      vehicleName: s.vehicle_name,
      rate: s.rate,
      frequency: s.payment_frequency,
      type: s.subscription_type,
      hasInsurance: Boolean(s.has_insurance),
      premiumPerUnit: s.premium,
    });

  app.post('/calculate', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'subscription_token', { max: 100, label: 'subscription_token' });
    const hasInsurance = bool(body, 'has_insurance', { required: false, fallback: false, label: 'has_insurance' });
    const t = db
      .transaction(() => {
        const booking = store.bookingByToken(token, 'SUBSCRIPTION');
        const meta = selected(booking);
        if (Boolean(meta.subscription.has_insurance) !== hasInsurance) provider.voidAll(booking.id);
        meta.subscription.has_insurance = hasInsurance;
        const t = totalsOf(meta.subscription);
        update.run({ id: booking.id, insurance: t.insurance, total: t.first, meta: JSON.stringify(meta) });
        return t;
      })
      .immediate();
    return c.json({ data: { results: { totals: t.totals } } });
  });

  app.post('/customer', async (c) => {
    const body = await readJson(c);
    const token = str(body, 'subscription_token', { max: 100, label: 'subscription_token' });
    const customer = {
      first_name: str(body, 'first_name', { max: 100, label: 'First name' }),
      last_name: str(body, 'last_name', { max: 100, label: 'Last name' }),
      email: email(body, 'email', { label: 'Email' }),
      mobile_number: phone(body, 'mobile_number', { label: 'Contact number' }),
      mobile_country_code: str(body, 'mobile_country_code', { required: false, max: 10, label: 'mobile_country_code' }),
      address: str(body, 'address', { max: 200, label: 'Address' }),
      postal_id: str(body, 'postal_id', { max: 10, label: 'Postal' }),
      relative_name: str(body, 'relative_name', { max: 120, label: 'Next of kin name' }),
      relative_mobile_number: str(body, 'relative_mobile_number', { max: 20, label: 'Next of kin contact number' }),
      license_no: str(body, 'license_no', { max: 40, label: 'License Number' }),
      license_expiry: str(body, 'license_expiry', { required: false, max: 10, label: 'License expiry date' }),
      license_state: str(body, 'license_state', { required: false, max: 10, label: 'License state of issue' }),
    };
    if (!/^[\d+\s()-]{6,20}$/.test(customer.relative_mobile_number))
      throw badRequest('Please enter a valid number for your next of kin.');
    if (customer.license_expiry) {
      const d = dateField(customer, 'license_expiry', 'License expiry date').date;
      if (d < store.todayAt()) throw badRequest('Your licence has expired. Please enter a current licence.');
    }
    if (customer.license_state && !countryCode.get(customer.license_state))
      throw badRequest(`Unknown license state ${customer.license_state}.`);
    if (bool(body, 'terms_conditions', { label: 'terms_conditions' }) !== true) {
      throw badRequest('You must agree to the terms and conditions to continue');
    }
    const intent = db
      .transaction(() => {
        const booking = store.bookingByToken(token, 'SUBSCRIPTION');
        const meta = selected(booking);
        meta.customer = customer;
        const t = totalsOf(meta.subscription);
        updateCustomer.run({
          id: booking.id,
          first: customer.first_name,
          last: customer.last_name,
          email: customer.email,
          phone: customer.mobile_number,
          customer: booking.stripe_customer_id || `cus_${randomId(14)}`,
          meta: JSON.stringify(meta),
        });
        update.run({ id: booking.id, insurance: t.insurance, total: t.first, meta: JSON.stringify(meta) });
        return provider.intentFor(booking.id, 'payment', t.first);
      })
      .immediate();
    return c.json({
      data: {
        results: { client_secret: intent.client_secret, intent_type: intent.kind, intent_status: intent.status },
      },
    });
  });

  app.post('/payment', async (c) => {
    const body = await readJson(c);
    const stripeId = readStripeId(body);
    const token = str(body, 'subscription_token', { max: 100, label: 'subscription_token' });
    const result = db
      .transaction(() => {
        // As for bookings: a payment that went through is registered even after the session expired.
        const booking = store.bookingByToken(token, 'SUBSCRIPTION', { allowExpired: true });
        return registerPayment(stripeId, booking, {
          kind: 'payment',
          total: () => totalsOf(parseMeta(booking.meta).subscription).first,
          claim: () => {
            const vehicleId = booking.vehicle_id;
            return (
              /** @type {number} */ (subVehicle.get(vehicleId) ?? 0) - /** @type {number} */ (subTaken.get(vehicleId)) >
              0
            );
          },
          paid: 'This subscription has already been paid.',
        });
      })
      .immediate();
    if ('error' in result) throw result.error;
    return c.json({ data: result.data });
  });

  return app;
}

export { ymd };
