// @ts-check
/** POST /save-customer: the driver's details, checked against the car, and the intent the card form confirms. */
import { Hono } from 'hono';
import { badRequest, changed, conflict, readJson, str, email, phone } from '../../lib/http.mjs';
import { ageOn, dateField } from '../../lib/dates.mjs';
import { randomId } from '../../lib/ids.mjs';
import { clientAddress } from '../../lib/rateLimit.mjs';
import {
  FLIGHT_NUMBER_MAX_LENGTH,
  LICENSE_NO_MAX_LENGTH,
  LICENSE_STATE_MAX_LENGTH,
  MIN_DRIVER_AGE,
  YOUNG_DRIVER_AGE,
} from '../../lib/rules.generated.mjs';
import { parseMeta } from '../store.mjs';
import { AGE_MESSAGE, ensureSelected, instant } from './totals.mjs';

/** The checkout's message for a licence number sent without its state (src/messages/booking.ts licenseStateRequired). */
export const LICENSE_STATE_REQUIRED = 'Please select a license state';

/**
 * The driver's licence and flight fields of spec §5, read one way wherever a renter sends them
 * (/save-customer and Manage my booking's /manage/details): lengths from src/rules.json, the state a
 * code of the countries list, and a licence number never without its state (400 naming the field).
 * @param {Record<string, unknown>} body @param {(code: string) => boolean} isCountry
 */
export function readDriverDocuments(body, isCountry) {
  const licenseNo = str(body, 'license_no', {
    required: false,
    max: LICENSE_NO_MAX_LENGTH,
    label: "Driver's License Number",
  });
  const licenseState = str(body, 'license_state', {
    required: false,
    max: LICENSE_STATE_MAX_LENGTH,
    label: 'License state of issue',
  });
  const flight = str(body, 'flight_no', { required: false, max: FLIGHT_NUMBER_MAX_LENGTH, label: 'Flight number' });
  if (licenseState && !isCountry(licenseState)) throw badRequest(`Unknown license state ${licenseState}.`);
  if (licenseNo && !licenseState) throw badRequest(`License state of issue: ${LICENSE_STATE_REQUIRED}.`);
  return { licenseNo, licenseState, flight };
}

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   provider: import('../provider.mjs').Provider, holds: import('../holds.mjs').Holds,
 *   totals: ReturnType<typeof import('./totals.mjs').createTotals>}} deps
 */
export function customerRoutes({ db, store, provider, holds, totals: { totalsFor, saveAmounts } }) {
  const app = new Hono();
  const updateCustomer =
    db.prepare(`UPDATE bookings SET first_name = @first_name, last_name = @last_name, email = @email,
    phone = @phone, renter_age = @age, is_over_25 = @is_over_25, stripe_customer_id = @customer, meta = @meta WHERE id = @id`);
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
    const { licenseNo, licenseState, flight } = readDriverDocuments(body, (code) => Boolean(countryCode.get(code)));
    const now = store.todayAt();
    if (birthday.date > now) throw badRequest('Birth date cannot be in the future');
    const age = ageOn(birthday.date, now);
    if (age < MIN_DRIVER_AGE) throw badRequest(`You must be at least ${MIN_DRIVER_AGE} years old`);
    if (age > 120) throw badRequest('Please enter a real birth date.');

    const client = clientAddress(c);
    const { intent, totals, hold, booking } = db
      .transaction(() => {
        const booking = store.bookingByToken(token);
        ensureSelected(booking);
        const meta = parseMeta(booking.meta);
        if (!meta.insurance_id) throw changed('Please choose a liability option first.', 'No liability selected');
        // The birth date, not the search's tick box, decides: 25+-only cars and the young-driver fee.
        const isOver25 = age >= YOUNG_DRIVER_AGE;
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
        saveAmounts(booking.id, meta, amounts);
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

  return app;
}
