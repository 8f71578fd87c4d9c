/**
 * Manage my booking's seeds and reads, shared by the Chromium journeys (manage-booking.test.mjs)
 * and the engines suite (test/engines/manage.test.mjs): a booking paid through the API, the link
 * its email carries (the readers are test/kit's, re-exported here for the journeys that import them).
 */
import { bookAndPay } from '../kit/booking.mjs';
import { lastManageLink, outboxOf } from '../kit/outbox.mjs';
import { refundsOf } from '../kit/stripe.mjs';
import { ymdPlus } from './renter-helpers.mjs';

export { lastManageLink, outboxOf, refundsOf };

/** @typedef {import('../kit/api.mjs').ApiEnv} ApiEnv */

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
