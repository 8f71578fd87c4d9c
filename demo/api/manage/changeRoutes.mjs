// @ts-check
/**
 * POST /quote, /change, /change/confirm and /change/abandon: a renter's change asked for, made or
 * dropped (the pricing and money of changes are in changes.mjs, making one in commit.mjs).
 */
import { Hono } from 'hono';
import { badRequest, changed, HttpError, readJson, reqInt } from '../../lib/http.mjs';
import { cents } from '../../lib/pricing.mjs';
import { money } from '../../mail/emails.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./index.mjs').ManageCore} ManageCore */
/** @typedef {import('./changes.mjs').ChangeRow} ChangeRow */

/**
 * POST /quote, /change, /change/confirm and /change/abandon.
 * @param {ManageContext} ctx @param {ManageCore} core
 */
export function changeRoutes(ctx, core) {
  const { provider, q } = ctx;
  const { withBooking, quote, cancellation, moneyOf, commit, finish, describe, bookingById, comment } = core;
  const app = new Hono();

  app.post('/quote', async (c) => {
    const body = await readJson(c);
    const p = withBooking(body, (booking) => {
      const priced = quote(booking, body);
      return { ...priced, cancellation: cancellation({ ...priced.next, meta: booking.meta }, moneyOf(booking).paid) };
    });
    return c.json({
      data: {
        request: p.request,
        totals: p.totals,
        old_total: p.old_total,
        new_total: p.new_total,
        difference: p.difference,
        available: p.available,
        alternatives: p.alternatives,
        unchanged: p.same,
        cancellation: p.cancellation,
        terms_note: p.terms_note,
        changes: p.changes,
      },
    });
  });

  app.post('/change', async (c) => {
    const body = await readJson(c);
    const expected = body.expected_total;
    if (typeof expected !== 'number') throw badRequest('expected_total (the new total the renter saw) is required.');
    return c.json({ data: withBooking(body, (booking) => commit(booking, body, expected)) });
  });

  /** The session booking's change of a request, or 400. @param {BookingRow} booking @param {Record<string, unknown>} body */
  function ownChange(booking, body) {
    const changeId = reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    const row = /** @type {ChangeRow | undefined} */ (q.change.get(changeId));
    if (!row || row.booking_id !== booking.id) throw badRequest('This change does not belong to this booking.');
    return row;
  }

  app.post('/change/confirm', async (c) => {
    const body = await readJson(c);
    reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    /** @type {HttpError | undefined} */
    let refusal;
    const result = withBooking(body, (booking) => {
      const row = ownChange(booking, body);
      // Made already (by this call before, or when its hold ended after it was paid): nothing more moves.
      if (row.status === 'done') return { status: 'done', booking: describe(booking), difference: 0, refund: 0 };
      const intent = provider.get(row.intent_id);
      if (row.status !== 'pending' || !intent || intent.status === 'canceled')
        throw changed(
          'This change was replaced or stopped. Please check your booking and try again.',
          'Change stopped',
        );
      // Only this change's own payment makes it: succeeded, never refunded, of the change's amount.
      if (intent.purpose !== 'change' || intent.change_id !== row.id || intent.booking_id !== booking.id)
        throw badRequest('This payment does not belong to this change.');
      if (intent.status !== 'succeeded')
        throw new HttpError(402, {
          message: 'The payment has not been completed. Please check your card details and try again.',
          title: 'Payment not completed',
        });
      if (intent.amount_refunded > 0 || cents(intent.amount) !== cents(row.amount))
        throw changed(
          'This change was replaced or stopped. Please check your booking and try again.',
          'Change stopped',
        );
      const done = finish(booking, row, intent);
      // The refund of a change that could not be made is committed before the 409 goes out.
      if (done.refusal) {
        refusal = done.refusal;
        return null;
      }
      return { status: 'done', booking: done.view, difference: row.amount, refund: 0 };
    });
    if (refusal) throw refusal;
    return c.json({ data: result });
  });

  // Drops a change waiting for its payment: its intent cancelled, or refunded in full if it was paid.
  app.post('/change/abandon', async (c) => {
    const body = await readJson(c);
    reqInt(body, 'change_id', { min: 1, label: 'change_id' });
    const result = withBooking(body, (booking) => {
      const row = ownChange(booking, body);
      if (row.status === 'pending') {
        const intent = provider.get(row.intent_id);
        const done = intent ? provider.voidIntent(intent, 'change_abandoned') : 'none';
        q.setChange.run('abandoned', row.id);
        comment(
          booking,
          done === 'refunded'
            ? `Renter dropped a change; its payment of ${money(row.amount)} was refunded`
            : 'Renter dropped a change before paying for it',
        );
      }
      return { booking: describe(bookingById(booking.id)) };
    });
    return c.json({ data: result });
  });

  return app;
}
