// @ts-check
/**
 * The cancellation terms: those of the booking as sold (kept with it when it is paid), never
 * improved by a change; what cancelling now would do; what a change does to them, in words.
 */
import { round2 } from '../../lib/pricing.mjs';
import { parseMeta } from '../store.mjs';
import { cancelClosedText, termsNoteText } from '../../../src/lib/bookingWords.mjs';
import { MANAGE_CANCEL_CUTOFF_HOURS, MANAGE_LATE_CANCEL_FEE } from '../../lib/rules.generated.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('../provider.mjs').Intent} Intent */
/** @typedef {import('./context.mjs').ManageContext} ManageContext @typedef {import('./changes.mjs').ChangeRow} ChangeRow */

/** The defaults of the two settings below (src/rules.json). */
export const DEFAULT_CUTOFF_HOURS = MANAGE_CANCEL_CUTOFF_HOURS;
export const DEFAULT_LATE_FEE = MANAGE_LATE_CANCEL_FEE;

/**
 * @param {ManageContext} ctx @param {ReturnType<typeof import('./view.mjs').createViewParts>} parts
 */
export function createPolicy(ctx, { branchOf }) {
  const { clock, cutoffHours, lateFee } = ctx;
  /**
   * The cancellation terms of the booking as sold: the cut-off and fee of the day it was paid, from
   * its pickup then (kept in its meta by onPaid). A change never improves them: free cancellation ends
   * at the sale's cut-off, or earlier when the new pickup is sooner. A booking paid before terms were
   * kept takes the server's settings and its current pickup.
   * @param {BookingRow} booking
   */
  function termsOf(booking) {
    const pickupAt = Date.parse(branchOf(booking, 'pickup').at);
    const sold =
      /** @type {{ free_until: string, cutoff_hours: number, late_fee: number | null, sold_at?: string } | undefined} */ (
        parseMeta(booking.meta).terms
      );
    const hours = sold?.cutoff_hours ?? cutoffHours;
    const fee = sold ? sold.late_fee : lateFee;
    const freeUntil = Math.min(sold ? Date.parse(sold.free_until) : Infinity, pickupAt - hours * 3_600_000);
    // Sold inside the cut-off: the free period had ended before the sale, so there never was one.
    const soldAt = sold?.sold_at ? Date.parse(sold.sold_at) : -Infinity;
    return { pickupAt, freeUntil, cutoffHours: hours, lateFee: fee, neverFree: freeUntil <= soldAt };
  }

  /** The terms to keep with a booking at its sale. @param {BookingRow} booking */
  function saleTerms(booking) {
    const pickupAt = Date.parse(branchOf(booking, 'pickup').at);
    return {
      pickup_at: new Date(pickupAt).toISOString(),
      free_until: new Date(pickupAt - cutoffHours * 3_600_000).toISOString(),
      cutoff_hours: cutoffHours,
      late_fee: lateFee,
      sold_at: new Date(clock.now()).toISOString(),
    };
  }

  /**
   * What cancelling now would do. `free_period` says how to read `free_until`: `open` (free until
   * then), `ended` (it has passed) or `none` (it had passed before the booking was made: there never
   * was free cancellation), so no one is told "free until" a day already gone.
   * @param {BookingRow} booking @param {number} paid
   */
  function cancellation(booking, paid) {
    const terms = termsOf(booking);
    const now = clock.now();
    const base = {
      free_until: new Date(terms.freeUntil).toISOString(),
      free_period: /** @type {'open' | 'ended' | 'none'} */ (
        terms.neverFree ? 'none' : now >= terms.freeUntil ? 'ended' : 'open'
      ),
      late_fee: terms.lateFee,
      terms_fixed_at_sale: /** @type {const} */ (true),
    };
    if (booking.status !== 'C')
      return { ...base, allowed: false, fee: 0, refund: 0, reason: 'This booking has already been cancelled.' };
    if (now >= terms.pickupAt)
      return {
        ...base,
        allowed: false,
        fee: 0,
        refund: 0,
        reason: 'The pick up time has passed, so this booking can no longer be cancelled online.',
      };
    if (now < terms.freeUntil) return { ...base, allowed: true, fee: 0, refund: paid, reason: '' };
    if (terms.lateFee === null || booking.payment_type === 'L') {
      return {
        ...base,
        allowed: false,
        fee: 0,
        refund: 0,
        reason: cancelClosedText(terms.cutoffHours, terms.neverFree),
      };
    }
    const fee = Math.min(terms.lateFee, paid);
    return { ...base, allowed: true, fee, refund: round2(paid - fee), reason: '' };
  }

  /**
   * What a change does to the cancellation terms, said before the renter commits ('' when nothing).
   * @param {BookingRow} before @param {BookingRow} after
   */
  function termsNote(before, after) {
    const was = termsOf(before);
    const will = termsOf(after);
    const zone = branchOf(before, 'pickup').time_zone;
    if (clock.now() >= was.freeUntil)
      return termsNoteText(
        {
          kind: 'ended',
          fee: was.lateFee === null || before.payment_type === 'L' ? null : was.lateFee,
          never: was.neverFree,
        },
        was.freeUntil,
        zone,
      );
    if (will.freeUntil < was.freeUntil)
      return termsNoteText({ kind: 'earlier', hours: will.cutoffHours }, will.freeUntil, zone);
    // A later pickup: said, since a renter may expect the cut-off to move with it. Other changes: nothing to say.
    if (after.pickup_dt > before.pickup_dt) return termsNoteText({ kind: 'later' }, was.freeUntil, zone);
    return '';
  }

  return { termsOf, saleTerms, cancellation, termsNote };
}

/**
 * The server's cancellation settings: MANAGE_CANCEL_CUTOFF_HOURS (free cancellation until that many
 * hours before pick up, in the branch's zone) and MANAGE_LATE_CANCEL_FEE (the fee kept from a pay-now
 * refund after the cut-off; `none`: no online cancellation then), their defaults in src/rules.json.
 * @param {Record<string, string | undefined>} env
 */
export function parseManageSettings(env) {
  const hours = env.MANAGE_CANCEL_CUTOFF_HOURS;
  const fee = env.MANAGE_LATE_CANCEL_FEE;
  const cutoffHours = hours === undefined || hours === '' ? DEFAULT_CUTOFF_HOURS : Number(hours);
  if (!Number.isFinite(cutoffHours) || cutoffHours < 0)
    throw new Error(`MANAGE_CANCEL_CUTOFF_HOURS must be a number of hours ≥ 0 (got "${hours}").`);
  const lateFee = fee === undefined || fee === '' ? DEFAULT_LATE_FEE : fee === 'none' ? null : Number(fee);
  if (lateFee !== null && (!Number.isFinite(lateFee) || lateFee < 0))
    throw new Error(`MANAGE_LATE_CANCEL_FEE must be an amount ≥ 0 or "none" (got "${fee}").`);
  return { cutoffHours, lateFee };
}
