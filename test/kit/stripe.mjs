// @ts-check
/** What the Stripe double holds for a booking, read through its list endpoints as Stripe's API shows them. */

/** @typedef {import('./api.mjs').ApiEnv} ApiEnv */
/** @typedef {{ id: string, amount: number, status: string, amount_refunded: number } & Record<string, any>} Intent */

/**
 * GET one of the double's lists of a booking (`metadata[booking_id]`); throws on an error status.
 * @param {ApiEnv} env
 * @param {'payment_intents' | 'setup_intents' | 'refunds'} kind
 * @param {number | string} bookingId
 * @returns {Promise<any[]>}
 */
async function listOf(env, kind, bookingId) {
  const response = await fetch(env.url(`/stripe-double/v1/${kind}?metadata[booking_id]=${bookingId}`));
  if (!response.ok) throw new Error(`GET ${kind}: ${response.status}`);
  return (await response.json()).data;
}

/**
 * The provider's intents of one booking: `{ payment, setup, succeeded }` (succeeded: of both
 * kinds), newest first; amounts in cents.
 * @param {ApiEnv} env
 * @param {number | string} bookingId
 */
export async function intentsOf(env, bookingId) {
  /** @type {Intent[]} */
  const payment = await listOf(env, 'payment_intents', bookingId);
  /** @type {Intent[]} */
  const setup = await listOf(env, 'setup_intents', bookingId);
  return { payment, setup, succeeded: [...payment, ...setup].filter((intent) => intent.status === 'succeeded') };
}

/**
 * The double's refunds of a booking, newest first.
 * @param {ApiEnv} env
 * @param {number | string} bookingId
 * @returns {Promise<Array<{ amount: number, payment_intent: string } & Record<string, any>>>}
 */
export function refundsOf(env, bookingId) {
  return listOf(env, 'refunds', bookingId);
}
