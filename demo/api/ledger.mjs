// @ts-check
/**
 * One ledger per booking: every money movement is one row, written in the same transaction as the
 * change it belongs to, naming the provider's object (`pi_…`/`seti_…`, `re_…`). What the renter,
 * the emails and staff are told about money is read here, never worked out a second time:
 * `paid` = SUM(amount) (captured minus refunded, which is what the provider holds for the booking),
 * `refunded` = the refunds, `held` = the card preauthorisation that exists now, `kept` = fees kept.
 *
 * Kinds: `payment` (a booking's payment intent succeeded), `preauth` (its setup intent succeeded),
 * `change_payment` (a renter's change paid its difference), `preauth_increase` (a dearer pay-later
 * change raised the preauthorisation), `refund` (`note`: why), `fee_kept` (a late cancellation),
 * `preauth_release` (the card released).
 */
import { cents } from '../lib/pricing.mjs';

/**
 * @typedef {'payment' | 'preauth' | 'change_payment' | 'preauth_increase' | 'refund' | 'fee_kept' | 'preauth_release'} LedgerKind
 * @typedef {{ id: number, booking_id: number, kind: LedgerKind, amount: number, held: number, kept: number,
 *   intent_id: string, refund_id: string, change_id: number | null, note: string, created: number }} LedgerRow
 * @typedef {{ paid: number, captured: number, refunded: number, held: number, kept: number }} LedgerTotals
 */

/**
 * @param {import('better-sqlite3').Database} db @param {{ now: () => number }} clock
 */
export function createLedger(db, clock) {
  const insert =
    db.prepare(`INSERT INTO ledger (booking_id, kind, amount, held, kept, intent_id, refund_id, change_id, note, created)
    VALUES (@booking_id, @kind, @amount, @held, @kept, @intent_id, @refund_id, @change_id, @note, @created)`);
  const rows = db.prepare('SELECT * FROM ledger WHERE booking_id = ? ORDER BY id');
  // Sums in cents, so that 0.1 + 0.2 never reads as 0.30000000000000004.
  const sums = db.prepare(`SELECT
      COALESCE(SUM(CAST(round(amount * 100) AS INTEGER)), 0) AS paid,
      COALESCE(SUM(CASE WHEN amount > 0 THEN CAST(round(amount * 100) AS INTEGER) END), 0) AS captured,
      COALESCE(-SUM(CASE WHEN amount < 0 THEN CAST(round(amount * 100) AS INTEGER) END), 0) AS refunded,
      COALESCE(SUM(CAST(round(held * 100) AS INTEGER)), 0) AS held,
      COALESCE(SUM(CAST(round(kept * 100) AS INTEGER)), 0) AS kept
    FROM ledger WHERE booking_id = ?`);
  const heldBy = db
    .prepare('SELECT COALESCE(SUM(CAST(round(held * 100) AS INTEGER)), 0) FROM ledger WHERE intent_id = ?')
    .pluck();

  return {
    /**
     * Writes one row (inside the caller's transaction).
     * @param {{ bookingId: number, kind: LedgerKind, amount?: number, held?: number, kept?: number,
     *   intentId?: string, refundId?: string, changeId?: number | null, note?: string }} row
     */
    add(row) {
      insert.run({
        booking_id: row.bookingId,
        kind: row.kind,
        amount: cents(row.amount ?? 0) / 100,
        held: cents(row.held ?? 0) / 100,
        kept: cents(row.kept ?? 0) / 100,
        intent_id: row.intentId ?? '',
        refund_id: row.refundId ?? '',
        change_id: row.changeId ?? null,
        note: row.note ?? '',
        created: clock.now(),
      });
    },
    /** @param {number} bookingId @returns {LedgerTotals} in dollars */
    totals(bookingId) {
      const t = /** @type {Record<keyof LedgerTotals, number>} */ (sums.get(bookingId));
      return {
        paid: t.paid / 100,
        captured: t.captured / 100,
        refunded: t.refunded / 100,
        held: t.held / 100,
        kept: t.kept / 100,
      };
    },
    /** The preauthorisation an intent holds now. @param {string} intentId */
    heldBy: (intentId) => /** @type {number} */ (heldBy.get(intentId)) / 100,
    /** @param {number} bookingId @returns {LedgerRow[]} */
    rows: (bookingId) => /** @type {LedgerRow[]} */ (rows.all(bookingId)),
  };
}

/** @typedef {ReturnType<typeof createLedger>} Ledger */
