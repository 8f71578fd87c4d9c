// @ts-check
/** What every part of Manage my booking shares: the server's parts, its settings and its SQL. */
import { createQueries } from './queries.mjs';
import { DEFAULT_CUTOFF_HOURS, DEFAULT_LATE_FEE } from './policy.mjs';
import { createDriverFee } from './driverFee.mjs';
/** @typedef {import('../store.mjs').BookingRow} BookingRow */

/**
 * @typedef {{ db: import('better-sqlite3').Database, store: import('../store.mjs').Store,
 *   provider: import('../provider.mjs').Provider, outbox: import('../../mail/outbox.mjs').Outbox,
 *   totalsFor: (booking: BookingRow, meta: import('../store.mjs').Selection) => { totals: { type: string, name: string, total: number }[], amounts: Record<string, number> & { total_amount: number } },
 *   readTrip: (body: Record<string, unknown>) => { pickup: Date, dropoff: Date, days: number },
 *   publicOrigin: () => string, corsOrigins: string[], cutoffHours?: number, lateFee?: number | null,
 *   defer?: (task: () => void, c?: import('hono').Context) => void, logErrors?: boolean }} ManageDeps
 *   `cutoffHours`/`lateFee`: MANAGE_CANCEL_CUTOFF_HOURS / MANAGE_LATE_CANCEL_FEE (policy.mjs);
 *   `defer`: runs work after the answer has gone (default afterAnswer), e.g. a find's email
 */

/**
 * Runs `task` once the answer to `c` has been handed to the connection (its Node response has
 * closed: sent, or the client gone), so work that only a match does (building and sending an
 * email) never shows in how long the answer took. Without a Node response (app.request in a
 * test), on the next turn of the loop.
 * @param {() => void} task @param {import('hono').Context} [c]
 */
export function afterAnswer(task, c) {
  const outgoing = /** @type {import('node:http').ServerResponse | undefined} */ (c?.env?.outgoing);
  if (outgoing && !outgoing.closed) outgoing.once('close', () => setImmediate(task));
  else setImmediate(task);
}

/** @param {ManageDeps} deps */
export function createContext(deps) {
  const { db, store, provider } = deps;
  const driverFee = createDriverFee(db, store);
  return {
    ...deps,
    // A booking's price after the sale: the booking API's, with the additional-driver fee it pays.
    totalsFor: (/** @type {BookingRow} */ booking, /** @type {import('./driverFee.mjs').FeeSelection} */ meta) =>
      driverFee.withFee(deps.totalsFor(booking, meta), booking, meta),
    driverFee,
    clock: store.clock,
    ledger: provider.ledger,
    q: createQueries(db),
    cutoffHours: deps.cutoffHours ?? DEFAULT_CUTOFF_HOURS,
    lateFee: deps.lateFee === undefined ? DEFAULT_LATE_FEE : deps.lateFee,
    allowedOrigins: new Set(deps.corsOrigins.map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)),
    defer: deps.defer ?? afterAnswer,
  };
}

/** @typedef {ReturnType<typeof createContext>} ManageContext */
