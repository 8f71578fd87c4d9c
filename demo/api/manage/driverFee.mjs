// @ts-check
/**
 * The additional-driver fee (ADDITIONAL_DRIVER_FEE in demo/db/catalog-data.mjs: the branches that
 * charge one, how much a day and at most how much a driver): where it joins a booking's price. A
 * booking's meta keeps `added_drivers`, how many drivers added at online check-in it pays the fee
 * for; the fee is a line of the booking's totals, so every quote, change, view, email and the
 * ledger carry it like any other part of the price. `added_drivers` moves only through a change
 * (quote → pay → confirm, manage/commit.mjs), whose request must name the count check-in's drivers
 * need: never a driver paid for who is not there, never one there unpaid.
 */
import { changed, int, badRequest } from '../../lib/http.mjs';
import { round2 } from '../../lib/pricing.mjs';
import { ADDITIONAL_DRIVER_FEE } from '../../db/catalog-data.mjs';
import { CHECKIN_DRIVERS_MAX } from '../../lib/rules.generated.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow */
/** A booking's selection with the drivers it pays the fee for. @typedef {import('../store.mjs').Selection & { added_drivers?: number }} FeeSelection */
/** @typedef {{ totals: { type: string, name: string, total: number, quantity?: number }[], amounts: Record<string, number> & { total_amount: number } }} Priced */

/** The fee's name where a change lists what it changes (beside the extras). */
export const DRIVER_FEE_NAME = 'Additional driver fee';

/** @param {import('better-sqlite3').Database} db @param {import('../store.mjs').Store} store */
export function createDriverFee(db, store) {
  const others = db.prepare('SELECT COUNT(*) FROM checkin_drivers WHERE booking_id = ? AND main = 0').pluck();

  /** The pickup branch's fee, or null when it charges none. @param {BookingRow} booking */
  const rateOf = (booking) => {
    const code = store.location(booking.pickup_location_id ?? 0)?.code ?? '';
    return ADDITIONAL_DRIVER_FEE.branches[code] ?? null;
  };
  /** One driver's fee for `days`, within the branch's limit. @param {{ daily: number, max_total: number }} rate @param {number} days */
  const perDriver = (rate, days) => {
    const total = round2(rate.daily * days);
    return rate.max_total > 0 ? Math.min(total, rate.max_total) : total;
  };
  /** The drivers the booking pays the fee for. @param {FeeSelection} meta */
  const paidOf = (meta) => meta.added_drivers ?? 0;
  /** The drivers the booking's Additional Driver extra pays for. @param {FeeSelection} meta */
  const byExtra = (meta) => (meta.extras ?? []).find((e) => e.id === ADDITIONAL_DRIVER_FEE.extra_id)?.qty ?? 0;
  /** The drivers checked in beside the main one. @param {BookingRow} booking */
  const checkedIn = (booking) => /** @type {number} */ (others.get(booking.id));
  /**
   * How many drivers the fee is owed for: those checked in that the extra does not pay for (none
   * where the branch charges no fee). @param {BookingRow} booking @param {FeeSelection} meta
   */
  const needed = (booking, meta) => (rateOf(booking) ? Math.max(0, checkedIn(booking) - byExtra(meta)) : 0);

  /**
   * A booking's totals with the fee's line (before the GST note), its amount in the surcharges and
   * the total. @param {Priced} priced @param {BookingRow} booking @param {FeeSelection} meta @returns {Priced}
   */
  function withFee(priced, booking, meta) {
    const count = paidOf(meta);
    const rate = rateOf(booking);
    if (!count || !rate) return priced;
    const days = Number(priced.totals.find((t) => t.type === 'daily_rate')?.quantity ?? 1);
    const fee = round2(perDriver(rate, days) * count);
    const total = round2(priced.amounts.total_amount + fee);
    const line = {
      type: 'mandatory',
      name: `${DRIVER_FEE_NAME} (${count} ${count === 1 ? 'driver' : 'drivers'})`,
      total: fee,
      quantity: count,
    };
    const totals = priced.totals.flatMap((t) => {
      if (t.type === 'country_tax') return [line, { ...t, total: round2(total / 11) }];
      if (t.type === 'total') return [{ ...t, total }];
      return [t];
    });
    return {
      totals,
      amounts: {
        ...priced.amounts,
        surcharge_amount: round2(priced.amounts.surcharge_amount + fee),
        total_amount: total,
      },
    };
  }

  /**
   * The drivers a change request pays the fee for: its `added_drivers` (which must be what the
   * checked-in drivers need with the request's extras), or the booking's own when it names none.
   * @param {BookingRow} booking @param {Record<string, unknown>} body @param {FeeSelection} nextMeta
   */
  function requested(booking, body, nextMeta) {
    if (body.added_drivers === undefined) return paidOf(nextMeta);
    const count = /** @type {number} */ (
      int(body, 'added_drivers', { min: 0, max: CHECKIN_DRIVERS_MAX - 1, label: 'added_drivers' })
    );
    if (!rateOf(booking)) throw badRequest('The pick-up branch charges no additional driver fee.');
    const need = needed(booking, nextMeta);
    if (count !== need)
      throw changed(
        'The additional drivers have changed since this price was shown. Please check them and try again.',
        'Drivers changed',
      );
    return count;
  }

  /**
   * The fee as the check-in screens show it: the branch's rate, one driver's fee for the booking's
   * days, and how many drivers it is paid and owed for; null where the branch charges none.
   * @param {BookingRow} booking @param {FeeSelection} meta @param {number} days
   */
  function feeOf(booking, meta, days) {
    const rate = rateOf(booking);
    if (!rate) return null;
    const need = needed(booking, meta);
    return {
      daily: rate.daily,
      max_total: rate.max_total,
      days,
      per_driver: perDriver(rate, days),
      paid: paidOf(meta),
      needed: need,
      due: Math.max(0, need - paidOf(meta)),
    };
  }

  return { withFee, requested, paidOf, needed, feeOf };
}

/** @typedef {ReturnType<typeof createDriverFee>} DriverFee */
