// @ts-check
/** The booking flow, one file per step under booking/: search → select → calculate → save-customer → payment / phone-booking. */
import { Hono } from 'hono';
import { createTrip } from './booking/trip.mjs';
import { createTotals } from './booking/totals.mjs';
import { searchRoutes } from './booking/search.mjs';
import { selectRoutes } from './booking/select.mjs';
import { customerRoutes } from './booking/customer.mjs';
import { createRegisterPayment, paymentRoutes } from './booking/payment.mjs';
import { DEFAULT_PHONE_HOLD_MINUTES, phoneRoutes } from './booking/phone.mjs';

export { DEFAULT_PHONE_HOLD_MINUTES };

/**
 * @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store,
 *   provider: import('./provider.mjs').Provider, holds: import('./holds.mjs').Holds,
 *   publicOrigin: (c: import('hono').Context) => string, phoneHoldMinutes?: number,
 *   onPaid?: (bookingId: number, manageUrl: unknown) => void, skipSoldOutCheck?: boolean}} deps
 *   `phoneHoldMinutes`: how long a phone booking holds its car (PHONE_HOLD_MINUTES, default 60);
 *   `onPaid`: after /payment registers a booking (the confirmation email, demo/api/manage.mjs);
 *   `skipSoldOutCheck`: /select's stock check off, a test's fault (AppOptions)
 */
export function bookingRoutes({
  db,
  store,
  provider,
  holds,
  publicOrigin,
  phoneHoldMinutes = DEFAULT_PHONE_HOLD_MINUTES,
  onPaid,
  skipSoldOutCheck = false,
}) {
  const trip = createTrip(store);
  const totals = createTotals(db, store);
  const registerPayment = createRegisterPayment({ db, store, provider });
  const steps = { db, store, provider, holds, totals };
  const app = new Hono();
  app.route('/', searchRoutes({ db, store, trip, publicOrigin }));
  app.route('/', selectRoutes({ ...steps, skipSoldOutCheck }));
  app.route('/', customerRoutes(steps));
  app.route('/', paymentRoutes({ ...steps, registerPayment, onPaid }));
  app.route('/', phoneRoutes({ ...steps, phoneHoldMinutes }));
  return { app, registerPayment, totalsFor: totals.totalsFor, readTrip: trip.readTrip };
}
