// @ts-check
/**
 * Holds on cars. A selected car is held for HOLD_MINUTES (a phone booking's for PHONE_HOLD_MINUTES);
 * each later step renews a selection's hold, and a hold that has lapsed (or was released) is
 * renewed only while a unit is still free. One client address keeps at most `maxPerClient` live
 * holds, phone bookings' included: taking one more releases that client's oldest
 * (least recently renewed), which its next step renews if a unit is still free. Callers run these
 * inside an immediate transaction, so the availability check and the write cannot interleave with
 * another request's.
 */
import { soldOut } from '../lib/http.mjs';
import { HOLD_MINUTES } from '../lib/pricing.mjs';
/** @typedef {import('./store.mjs').BookingRow} BookingRow */

const GONE_MESSAGE = 'Sorry, your vehicle is no longer available for these dates. Please start a new search.';

/**
 * @param {{db: import('better-sqlite3').Database, store: import('./store.mjs').Store, maxPerClient: number}} deps
 * `maxPerClient` 0 turns the per-client limit off.
 */
export function createHolds({ db, store, maxPerClient }) {
  const setHold = db.prepare('UPDATE bookings SET hold_expires = @hold, client_addr = @client WHERE id = @id');
  const othersLive = db
    .prepare(
      `SELECT id FROM bookings WHERE client_addr = @client AND id != @id AND type = 'BOOKING'
    AND status IN ('SEL', 'R') AND hold_expires > @now ORDER BY hold_expires DESC, id DESC`,
    )
    .pluck();
  const release = db.prepare('UPDATE bookings SET hold_expires = 0 WHERE id = ?');

  /** Keeps the client's live holds within the limit, this booking's included. @param {number} id @param {string} client */
  function limit(id, client) {
    if (!client || maxPerClient <= 0) return;
    const others = /** @type {number[]} */ (othersLive.all({ client, id, now: store.clock.now() }));
    for (const old of others.slice(maxPerClient - 1)) release.run(old);
  }

  /**
   * Holds (or renews the hold on) a booking's car for another HOLD_MINUTES from now; returns when
   * the hold ends (epoch ms), or 0, changing nothing, when the hold has lapsed and no unit is free any more.
   * @param {BookingRow} booking a row with status SEL and a vehicle @param {string} client
   */
  function renew(booking, client) {
    const now = store.clock.now();
    if (
      booking.hold_expires <= now &&
      store.available(
        booking.vehicle_id ?? 0,
        booking.pickup_location_id ?? 0,
        booking.pickup_dt,
        booking.dropoff_dt,
        booking.id,
      ) <= 0
    ) {
      return 0;
    }
    const hold = now + HOLD_MINUTES * 60_000;
    setHold.run({ id: booking.id, hold, client: client || booking.client_addr });
    limit(booking.id, client || booking.client_addr);
    return hold;
  }

  return {
    /**
     * Holds a car just checked free (`/select`, `/phone-booking`) for `minutes` (HOLD_MINUTES) from
     * now; returns when the hold ends (epoch ms). A phone booking's hold counts toward the client's limit too.
     * @param {number} id @param {string} client @param {number} [minutes]
     */
    take(id, client, minutes = HOLD_MINUTES) {
      const hold = store.clock.now() + minutes * 60_000;
      setHold.run({ id, hold, client });
      limit(id, client);
      return hold;
    },
    renew,
    /**
     * As `renew`, but a car that has gone is a 409 with the message the widgets show.
     * @param {BookingRow} booking @param {string} client @returns {number} when the hold ends (epoch ms)
     */
    ensure(booking, client) {
      const hold = renew(booking, client);
      if (!hold) throw soldOut(GONE_MESSAGE);
      return hold;
    },
  };
}

/** @typedef {ReturnType<typeof createHolds>} Holds */
