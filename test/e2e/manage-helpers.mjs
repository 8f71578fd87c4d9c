/**
 * Manage my booking's seeds and reads, shared by the Chromium journeys (manage-booking.test.mjs)
 * and the engines suite (test/engines/manage.test.mjs): a booking paid through the API, the link
 * its email carries (read in the demo's outbox, as the renter reads their mail), and the refunds
 * the Stripe double made.
 */
import { bookAndPay } from './flows.mjs';
import { ymdPlus } from './renter-helpers.mjs';

/** @typedef {import('./flows.mjs').ApiEnv} ApiEnv */

/** The demo's outbox, newest first. @param {ApiEnv} env @returns {Promise<any[]>} */
export async function outboxOf(env) {
  return (await (await fetch(env.url('/demo/outbox.json'))).json()).data;
}

/** The newest manage link mailed about a booking. @param {ApiEnv} env @param {number} bookingId */
export async function lastManageLink(env, bookingId) {
  const mail = (await outboxOf(env)).find((e) => e.booking_id === bookingId && /chw_manage=/.test(e.text));
  return /** @type {string} */ (/https?:\/\/\S+chw_manage=[\w-]+/.exec(mail.text)?.[0]);
}

/** The double's refunds of a booking. @param {ApiEnv} env @param {number} bookingId */
export async function refundsOf(env, bookingId) {
  return (await (await fetch(env.url(`/stripe-double/v1/refunds?metadata[booking_id]=${bookingId}`))).json()).data;
}

/**
 * A paid (N) or preauthorised (L) Toyota Corolla at Brisbane Airport from `start` days ahead for
 * three days, and the manage link its confirmation email carries.
 * @param {ApiEnv} env
 * @param {{ start: number, email: string, paymentType?: 'N' | 'L', extras?: { id: number, qty: number }[] }} o
 */
export async function managedBooking(env, { start, email, paymentType = 'N', extras = [] }) {
  const paid = await bookAndPay(env, {
    pickupId: 1,
    dropoffId: 1,
    pickupDate: ymdPlus(start),
    dropoffDate: ymdPlus(start + 3),
    vehicleId: 3,
    email,
    paymentType,
    extras,
  });
  return { ...paid, link: await lastManageLink(env, paid.booking_id) };
}
