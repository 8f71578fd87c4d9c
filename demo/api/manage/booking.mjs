// @ts-check
/**
 * The opened booking's own calls: its view, its calendar file, cancelling it, and updating flight
 * and licence.
 */
import { Hono } from 'hono';
import { changed, conflict, HttpError, readJson } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { cents } from '../../lib/pricing.mjs';
import { changePending, parseMeta } from '../store.mjs';
import { readDriverDocuments } from '../booking/customer.mjs';
import { money, cancellationEmail, bookingIcs, calendarOf } from '../../mail/emails.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./index.mjs').ManageCore} ManageCore */

/**
 * POST /booking, /calendar, /cancel and /details.
 * @param {ManageContext} ctx @param {ManageCore} core
 */
export function bookingRoutes(ctx, core) {
  const { store, provider, outbox, q, clock, ledger } = ctx;
  const { withBooking, describe, managePage, newLink, pendingOf, moneyOf, cancellation, refund, bookingById } = core;
  const { comment } = core;
  const app = new Hono();

  app.post('/booking', async (c) => {
    const body = await readJson(c);
    return c.json({ data: withBooking(body, describe) });
  });

  app.post('/calendar', async (c) => {
    const body = await readJson(c);
    const booking = withBooking(body, (b) => b);
    // A cancelled booking offers no calendar file: its cancellation email carried the one that cancels.
    if (booking.status !== 'C')
      throw new HttpError(409, {
        title: 'Booking cancelled',
        message: 'This booking has been cancelled, so there is nothing to add to a calendar.',
        code: 'cancelled',
      });
    return c.body(bookingIcs(describe(booking), managePage(booking), clock.now(), calendarOf(booking, outbox)), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="booking-${booking.reservation_no}.ics"`,
    });
  });

  app.post('/cancel', async (c) => {
    const body = await readJson(c);
    const expected = body.expected_refund;
    const result = withBooking(body, (booking) => {
      if (pendingOf(booking)) throw changePending();
      const { paid } = moneyOf(booking);
      const terms = cancellation(booking, paid);
      if (!terms.allowed)
        throw new HttpError(409, { message: terms.reason, title: 'Cannot cancel online', code: 'not_allowed' });
      if (typeof expected === 'number' && cents(expected) !== cents(terms.refund))
        throw changed(`The refund is now ${money(terms.refund)}. Please check and confirm again.`, 'Refund changed');
      let refunded = 0;
      if (booking.payment_type === 'N') {
        refunded = refund(booking, terms.refund, 'requested_by_customer');
        if (cents(refunded) !== cents(terms.refund)) throw new Error(`refunded ${refunded} of ${terms.refund}`);
        if (terms.fee > 0)
          ledger.add({ bookingId: booking.id, kind: 'fee_kept', kept: terms.fee, note: 'late_cancellation' });
      }
      // Pay later: the saved card is released (its preauthorisation with it). Nothing paid is voided here:
      // the refund above is all the money that goes back, and the fee stays.
      for (const setup of /** @type {Intent[]} */ (q.setups.all(booking.id)))
        provider.voidIntent(setup, 'requested_by_customer');
      for (const stray of /** @type {Intent[]} */ (q.strayAwaiting.all(booking.id)))
        provider.voidIntent(stray, 'requested_by_customer');
      const meta = {
        ...parseMeta(booking.meta),
        cancelled: { at: dateTime(store.nowAt()), refund: refunded, fee: terms.fee },
      };
      q.cancel.run(JSON.stringify(meta), booking.id);
      q.raiseCalendar.run(booking.id);
      const after = bookingById(booking.id);
      const { refunded: totalRefunded, kept } = moneyOf(after);
      comment(
        after,
        booking.payment_type === 'N'
          ? `Renter cancelled online: refund ${money(refunded)}${kept ? `, fee ${money(kept)} kept` : ''} (refunded in all ${money(totalRefunded)})`
          : 'Renter cancelled online: card preauthorisation released, nothing charged',
      );
      const view = describe(after);
      outbox.send({
        to: after.email,
        bookingId: after.id,
        kind: 'cancellation',
        // A way back to the booking, and the calendar file that takes its events out (a higher SEQUENCE).
        ...cancellationEmail(
          view,
          { refund: refunded, fee: kept },
          newLink(after),
          managePage(after),
          clock.now(),
          calendarOf(after, outbox),
        ),
      });
      return { booking: view, refund: refunded, fee: kept, currency: 'AUD' };
    });
    return c.json({ data: result });
  });

  app.post('/details', async (c) => {
    const body = await readJson(c);
    // The checkout's rules, read by the checkout's own reader (booking/customer.mjs).
    const { flight, licenseNo, licenseState } = readDriverDocuments(body, (code) => Boolean(q.countries.get(code)));
    const view = withBooking(body, (booking) => {
      if (booking.status !== 'C')
        throw conflict('This booking has been cancelled and can no longer be changed.', 'Booking cancelled');
      // One change at a time: details wait while a change waits for its payment (409 change_pending).
      if (pendingOf(booking)) throw changePending();
      const meta = parseMeta(booking.meta);
      const before = meta.customer ?? {};
      meta.customer = { ...before, flight_no: flight, license_no: licenseNo, license_state: licenseState };
      q.setMeta.run(JSON.stringify(meta), booking.id);
      const changedFields = [
        before.flight_no !== flight && `flight ${before.flight_no || '—'} → ${flight || '—'}`,
        (before.license_no !== licenseNo || before.license_state !== licenseState) && 'licence number/state',
      ].filter(Boolean);
      if (changedFields.length) comment(booking, `Renter updated details: ${changedFields.join(', ')}`);
      return describe(bookingById(booking.id));
    });
    return c.json({ data: view });
  });

  return app;
}
