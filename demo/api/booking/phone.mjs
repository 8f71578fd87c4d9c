// @ts-check
/** POST /phone-booking: the booking handed to the call centre, its car held while the team calls. */
import { Hono } from 'hono';
import { badRequest, conflict, notFound, readJson, str, reqInt, email, phone, soldOut } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { clientAddress } from '../../lib/rateLimit.mjs';
import { reservationNo, reservationRef } from '../../db/seed.mjs';
import { parseMeta } from '../store.mjs';
import { SOLD_OUT_MESSAGE } from './totals.mjs';

/** How long a phone booking holds its car unless PHONE_HOLD_MINUTES says otherwise (the team calls within 5). */
export const DEFAULT_PHONE_HOLD_MINUTES = 60;

/**
 * @param {{db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   provider: import('../provider.mjs').Provider, holds: import('../holds.mjs').Holds,
 *   totals: ReturnType<typeof import('./totals.mjs').createTotals>, phoneHoldMinutes: number}} deps
 */
export function phoneRoutes({ db, store, provider, holds, totals: { contextOf }, phoneHoldMinutes }) {
  const app = new Hono();
  const markPhone = db.prepare(`UPDATE bookings SET status = 'R', vehicle_id = @vehicle_id, vehicle_type_code = @code,
    first_name = @first_name, last_name = @last_name, email = @email, phone = @phone, reservation_no = @no,
    reservation_ref = @ref, meta = @meta, requested_dt = @requested WHERE id = @id`);

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

  return app;
}
