// @ts-check
/**
 * The invariants of the model-based test (manage-model.test.mjs), read from the server's SQLite
 * and the renter's view after every step. Each failure names its invariant first, so a shrunk
 * sequence says which promise it broke. The ledger (table `ledger`, migration 9) is read as the
 * issue's contract describes it; before that migration the ledger's parts fail as "no ledger".
 */
import { BRANCH_OFFSET_MS, LOCATION, VEHICLE } from './manage-model-renter.mjs';

/** The names, in the order they are checked (the summary line prints them). */
export const INVARIANTS = [
  'ledger=double=paid',
  'refunds-have-rows',
  'owes-nothing',
  'fee-as-sold',
  'preauth',
  'stock',
  'cancelled-final',
];

/**
 * Invariants not to check (`CHW_MODEL_SKIP`, a comma list of the names above, or `ledger` for the
 * ledger's parts): a diagnostic, to see what else fails behind a first broken invariant.
 */
export const SKIPPED = new Set((process.env.CHW_MODEL_SKIP ?? '').split(',').filter(Boolean));

/** The late-cancellation fee the test server is started with (its `manage.lateFee`). */
export const LATE_FEE = 50;
/** Hours before pick up when free cancellation ends (the server's `manage.cutoffHours`). */
export const CUTOFF_HOURS = 48;

/**
 * What the model remembers of one run: the sale's terms, the cancel if one went through, the
 * changes it made, and whether the booking has been seen cancelled.
 * @typedef {{
 *   sale: { paymentType: 'N' | 'L', freeUntil: number, pickup: string, dropoff: string },
 *   cancelled: null | { at: number, pickupAt: number, paidBefore: number, fee: number, refund: number },
 *   changeIds: number[],
 *   sawCancelled: boolean,
 *   tokenAnswer: null | { call: string, status: number, code: string, afterCancel: boolean },
 *   checked: number,
 *   log: string[],
 * }} Model
 */

/** Money compared in whole cents. @param {number} n */
const cents = (n) => Math.round(n * 100);
/** @param {number} n */
const aud = (n) => `$${n.toFixed(2)}`;

/** An invariant broken: its name first. */
export class Broken extends Error {
  /** @param {string} invariant @param {string} message */
  constructor(invariant, message) {
    super(`${invariant}: ${message}`);
    this.name = 'Broken';
  }
}

/**
 * The booking's money in the Stripe double: captured − refunded over its succeeded payment intents,
 * what its refunds rows add up to per intent, and what its live setup intents hold.
 * @param {import('./manage-model-renter.mjs').Renter} renter
 */
export function doubleMoney(renter) {
  const intents = renter.intents();
  const payments = intents.filter((i) => i.kind === 'payment' && i.status === 'succeeded');
  const net = payments.reduce((n, i) => n + cents(i.amount) - cents(i.amount_refunded), 0) / 100;
  const held =
    intents.filter((i) => i.kind === 'setup' && i.status === 'succeeded').reduce((n, i) => n + cents(i.amount), 0) /
    100;
  return { intents, net, held };
}

/**
 * Checks every invariant; throws the first one broken.
 * @param {Model} model @param {import('./manage-model-renter.mjs').Renter} renter
 * @param {Set<string>} [skip] invariant names (or `ledger`, the ledger's parts) not to check
 */
export async function checkInvariants(model, renter, skip = SKIPPED) {
  const { s } = renter;
  const want = (/** @type {string} */ name) => !skip.has(name);
  const view = await renter.view();
  const row = renter.row();
  const money = doubleMoney(renter);
  const ledgerTable = s.db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ledger'")
    .pluck()
    .get();
  const withLedger = !skip.has('ledger');
  /** @type {{ kind: string, amount: number, held: number, kept: number, refund_id: string }[]} */
  const ledger = ledgerTable
    ? /** @type {any[]} */ (s.db.prepare('SELECT * FROM ledger WHERE booking_id = ?').all(renter.bookingId))
    : [];
  const needLedger = (/** @type {string} */ invariant) => {
    if (withLedger && !ledgerTable) throw new Broken(invariant, 'no ledger table (migration 9) in the server');
  };
  const sum = (/** @type {'amount' | 'held' | 'kept'} */ field, rows = ledger) =>
    rows.reduce((n, r) => n + cents(r[field]), 0) / 100;
  const dbRefunds = /** @type {{ id: string, intent_id: string, amount: number }[]} */ (
    s.db.prepare('SELECT id, intent_id, amount FROM refunds WHERE booking_id = ?').all(renter.bookingId)
  );

  if (want('ledger=double=paid')) {
    const name = 'ledger=double=paid';
    if (cents(view.paid) !== cents(money.net))
      throw new Broken(name, `the view says paid ${aud(view.paid)}, the double captured − refunded ${aud(money.net)}`);
    if (withLedger) {
      needLedger(name);
      if (cents(sum('amount')) !== cents(money.net))
        throw new Broken(name, `ledger SUM(amount) ${aud(sum('amount'))} ≠ double ${aud(money.net)}`);
      const refunded = -ledger.filter((r) => r.amount < 0).reduce((n, r) => n + cents(r.amount), 0) / 100;
      if (cents(view.refunded) !== cents(refunded))
        throw new Broken(
          name,
          `the view says refunded ${aud(view.refunded)}, the ledger's negative rows ${aud(refunded)}`,
        );
    }
  }

  if (want('refunds-have-rows')) {
    const name = 'refunds-have-rows';
    for (const intent of money.intents.filter((i) => i.kind === 'payment')) {
      const rows = dbRefunds.filter((r) => r.intent_id === intent.id).reduce((n, r) => n + cents(r.amount), 0) / 100;
      if (cents(rows) !== cents(intent.amount_refunded))
        throw new Broken(
          name,
          `${intent.change_id ? `change ${intent.change_id}'s` : 'the booking'} intent shows ${aud(intent.amount_refunded)} refunded, its refunds rows ${aud(rows)}`,
        );
    }
    if (withLedger) {
      needLedger(name);
      for (const refund of dbRefunds) {
        const rows = ledger.filter((r) => r.refund_id === refund.id);
        if (rows.length !== 1 || rows[0].kind !== 'refund' || cents(rows[0].amount) !== -cents(refund.amount))
          throw new Broken(
            name,
            `refund ${refund.id} of ${aud(refund.amount)} has ${rows.length} ledger rows ${JSON.stringify(rows)}`,
          );
      }
    }
  }

  if (want('owes-nothing') && row.status === 'C' && row.payment_type === 'N') {
    // A change paid but not yet confirmed (or abandoned) is money held for it, not part of the total.
    const waiting =
      renter
        .changes()
        .filter((c) => c.status === 'pending')
        .map((c) => money.intents.find((i) => i.id === c.intent_id))
        .filter((i) => i && i.status === 'succeeded')
        .reduce(
          (n, i) =>
            n +
            cents(/** @type {{ amount: number, amount_refunded: number }} */ (i).amount) -
            cents(/** @type {{ amount_refunded: number }} */ (i).amount_refunded),
          0,
        ) / 100;
    const owed = (cents(row.total_amount) - cents(money.net) + cents(waiting)) / 100;
    if (owed !== 0)
      throw new Broken(
        'owes-nothing',
        `total ${aud(row.total_amount)}, paid net ${aud(money.net)}${waiting ? ` (of which ${aud(waiting)} for a change waiting)` : ''}: ${owed > 0 ? 'owes' : 'overpaid'} ${aud(Math.abs(owed))}`,
      );
  }

  if (want('fee-as-sold')) {
    const name = 'fee-as-sold';
    const c = model.cancelled;
    // The terms of the sale (demo/README.md): a change never moves free cancellation later; a sooner
    // pick up brings it forward.
    const freeUntil = c ? Math.min(model.sale.freeUntil, c.pickupAt - CUTOFF_HOURS * 3_600_000) : Infinity;
    const late = c !== null && c.at >= freeUntil;
    const fee = c && late && model.sale.paymentType === 'N' ? Math.min(LATE_FEE, c.paidBefore) : 0;
    if (c && late && model.sale.paymentType === 'L')
      throw new Broken(
        name,
        `a pay-later booking was cancelled online after its cut-off (${new Date(freeUntil).toISOString()})`,
      );
    if (c && cents(c.fee) !== cents(fee))
      throw new Broken(
        name,
        `the cancel kept ${aud(c.fee)}; the terms keep ${aud(fee)} (${late ? 'after' : 'before'} the cut-off ${new Date(freeUntil).toISOString()}, paid ${aud(c.paidBefore)})`,
      );
    if (c && model.sale.paymentType === 'N' && cents(money.net) !== cents(fee))
      throw new Broken(
        name,
        `after the cancel the double holds ${aud(money.net)} of the renter's money; the fee kept is ${aud(fee)}`,
      );
    if (c && cents(c.refund) !== cents(c.paidBefore - fee) && model.sale.paymentType === 'N')
      throw new Broken(
        name,
        `the cancel answered a refund of ${aud(c.refund)}; paid ${aud(c.paidBefore)} less the fee ${aud(fee)}`,
      );
    if (withLedger) {
      needLedger(name);
      const kept = sum(
        'kept',
        ledger.filter((r) => r.kind === 'fee_kept'),
      );
      if (cents(kept) !== cents(fee))
        throw new Broken(name, `ledger fee_kept ${aud(kept)}; as sold the fee kept is ${aud(fee)}`);
    }
  }

  if (want('preauth') && row.payment_type === 'L') {
    const name = 'preauth';
    const expected = row.status === 'C' ? money.held : 0;
    if (cents(view.preauthorised) !== cents(expected))
      throw new Broken(
        name,
        `the view says ${aud(view.preauthorised)} preauthorised; the double holds ${aud(expected)}`,
      );
    if (row.status === 'C' && cents(money.held) < cents(row.total_amount))
      throw new Broken(name, `the double holds ${aud(money.held)} for a total of ${aud(row.total_amount)}`);
    if (withLedger) {
      needLedger(name);
      if (cents(sum('held')) !== cents(view.preauthorised))
        throw new Broken(name, `ledger SUM(held) ${aud(sum('held'))} ≠ view ${aud(view.preauthorised)}`);
    }
  }

  if (want('stock')) {
    // Taking a car: a booking sold (C), or selected or sent as a phone booking with its hold
    // running; and, where the server has them, a renter's change waiting for its payment, holding
    // the new span (one booking and its own change are one car). The most cars out at once is
    // reached at some span's start, so counting there is exact.
    const changeHolds = s.db
      .prepare("SELECT 1 FROM pragma_table_info('manage_changes') WHERE name = 'hold_expires'")
      .pluck()
      .get();
    const spans = `SELECT id AS owner, pickup_dt AS a, dropoff_dt AS b FROM bookings
      WHERE type = 'BOOKING' AND vehicle_id = @vehicle AND pickup_location_id = @location AND dropoff_dt > @wall
      AND (status = 'C' OR (status IN ('SEL', 'R') AND hold_expires > @now))${
        changeHolds
          ? ` UNION ALL SELECT booking_id, pickup_dt, dropoff_dt FROM manage_changes WHERE status = 'pending'
      AND hold_expires > @now AND vehicle_id = @vehicle AND location_id = @location AND dropoff_dt > @wall`
          : ''
      }`;
    // Spans over before now were checked while they ran (every earlier step of every earlier run).
    const wall = new Date(s.clock.now() + BRANCH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
    const args = { vehicle: VEHICLE, location: LOCATION, now: s.clock.now(), wall };
    const over = /** @type {{ at: string, n: number, fleet: number, who: string } | undefined} */ (
      s.db
        .prepare(
          `WITH spans AS (${spans})
           SELECT x.a AS at, COUNT(DISTINCT y.owner) AS n, group_concat(DISTINCT y.owner) AS who,
             (SELECT count FROM fleet WHERE vehicle_id = @vehicle AND location_id = @location) AS fleet
           FROM spans x JOIN spans y ON y.a <= x.a AND y.b > x.a
           GROUP BY x.a HAVING n > fleet LIMIT 1`,
        )
        .get(args)
    );
    if (over) {
      const who = s.db
        .prepare(`SELECT id, status, pickup_dt, dropoff_dt, hold_expires FROM bookings WHERE id IN (${over.who})`)
        .all();
      throw new Broken(
        'stock',
        `${over.n} bookings take the car at ${over.at} (fleet ${over.fleet}): ${JSON.stringify(who)}`,
      );
    }
  }

  if (want('cancelled-final')) {
    if (row.status !== 'C' && row.status !== 'X')
      throw new Broken('cancelled-final', `the sold booking is now status ${row.status}`);
    if (model.sawCancelled && (row.status !== 'X' || row.hold_expires !== 0))
      throw new Broken(
        'cancelled-final',
        `a cancelled booking is status ${row.status} again, hold until ${row.hold_expires}`,
      );
  }
  if (want('cancelled-final') && model.tokenAnswer?.afterCancel) {
    const { call, status, code } = model.tokenAnswer;
    if (status !== 410 || code !== 'cancelled')
      throw new Broken('cancelled-final', `the cancelled booking's checkout token answered /${call} ${status} ${code}`);
  }
  model.tokenAnswer = null;
  if (row.status === 'X') model.sawCancelled = true;
  model.checked++;
}
