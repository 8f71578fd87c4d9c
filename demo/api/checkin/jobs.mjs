// @ts-check
/**
 * Check-in's scheduled job, on the server's clock (so `NOW` and a test's clock move it): the
 * reminder CHECKIN_REMINDER_HOURS before pickup, once, to a confirmed booking not yet checked in;
 * and deleting licence photos and licence numbers CHECKIN_RETENTION_DAYS after the return, or at
 * once when a booking is cancelled (Australian Privacy Principle 11.2).
 */
import { parseDateTime } from '../../lib/dates.mjs';
import { CHECKIN_REMINDER_HOURS, CHECKIN_RETENTION_DAYS } from '../../lib/rules.generated.mjs';
import { checkinReminderEmail } from '../../mail/checkinEmails.mjs';
import { parseMeta } from '../store.mjs';
import { zonedInstant } from '../manage/view.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('./state.mjs').PhotoRow} PhotoRow */

/** @param {import('./index.mjs').CheckinCore} core */
export function checkinJobs(core) {
  const { ctx, q, photos } = core;
  const { db, store, clock, outbox } = ctx;
  const soon = db.prepare(`SELECT b.* FROM bookings b LEFT JOIN checkins c ON c.booking_id = b.id
    WHERE b.type = 'BOOKING' AND b.status = 'C' AND b.pickup_dt BETWEEN ? AND ? AND c.reminder_sent IS NULL`);
  const markReminded = db.prepare(
    'INSERT INTO checkins (booking_id, reminder_sent) VALUES (?, ?) ON CONFLICT (booking_id) DO UPDATE SET reminder_sent = excluded.reminder_sent',
  );
  const holding =
    db.prepare(`SELECT b.* FROM bookings b WHERE b.type = 'BOOKING' AND (b.status = 'X' OR b.dropoff_dt < ?)
    AND (EXISTS (SELECT 1 FROM checkin_photos p WHERE p.booking_id = b.id)
      OR EXISTS (SELECT 1 FROM checkin_drivers d WHERE d.booking_id = b.id AND d.license_no != '')
      OR json_extract(b.meta, '$.customer.license_no') != '')`);
  const forgetLicences = db.prepare("UPDATE checkin_drivers SET license_no = '' WHERE booking_id = ?");
  const setMeta = db.prepare('UPDATE bookings SET meta = ? WHERE id = ?');
  const markPurged = db.prepare(
    'INSERT INTO checkins (booking_id, purged) VALUES (?, ?) ON CONFLICT (booking_id) DO UPDATE SET purged = excluded.purged',
  );
  const naive = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

  /** The instant of a booking's pickup or return in its branch's zone. @param {BookingRow} b @param {'pickup' | 'dropoff'} which */
  const instantOf = (b, which) => {
    const loc = store.location(which === 'pickup' ? b.pickup_location_id : b.dropoff_location_id);
    return zonedInstant(parseDateTime(which === 'pickup' ? b.pickup_dt : b.dropoff_dt), store.zoneOf(loc));
  };

  /** Reminders due now: pickup within CHECKIN_REMINDER_HOURS, check-in not done. */
  function remind() {
    const now = clock.now();
    const within = CHECKIN_REMINDER_HOURS * 3_600_000;
    // Naive bounds a day wider than the window: the zones then decide exactly.
    const candidates = /** @type {BookingRow[]} */ (
      soon.all(naive(now - 86_400_000), naive(now + within + 86_400_000))
    );
    let sent = 0;
    for (const booking of candidates) {
      const pickup = instantOf(booking, 'pickup');
      if (pickup <= now || pickup - now > within) continue;
      if (core.stateOf(booking).state === 'done') continue;
      outbox.send({
        to: booking.email,
        bookingId: booking.id,
        kind: 'checkin_reminder',
        ...checkinReminderEmail(core.describe(booking), core.checkinLink(booking)),
      });
      markReminded.run(booking.id, now);
      sent++;
    }
    return sent;
  }

  /** Photos and licence numbers no longer needed: deleted (files first, then the rows). */
  function purge() {
    const now = clock.now();
    const keep = CHECKIN_RETENTION_DAYS * 86_400_000;
    const candidates = /** @type {BookingRow[]} */ (holding.all(naive(now - keep + 86_400_000)));
    let purged = 0;
    for (const booking of candidates) {
      if (booking.status !== 'X' && now - instantOf(booking, 'dropoff') < keep) continue;
      db.transaction(() => {
        for (const photo of /** @type {PhotoRow[]} */ (q.photos.all(booking.id))) {
          photos.remove(photo.file);
          q.deletePhoto.run(photo.id);
        }
        forgetLicences.run(booking.id);
        const meta = parseMeta(booking.meta);
        if (meta.customer?.license_no) {
          meta.customer = { ...meta.customer, license_no: '' };
          setMeta.run(JSON.stringify(meta), booking.id);
        }
        markPurged.run(booking.id, now);
      }).immediate();
      purged++;
    }
    return purged;
  }

  /** One run of the job: what it did. */
  const run = () => ({ reminded: remind(), purged: purge() });

  /**
   * Runs the job every `everyMs` of real time (the clock it reads may be pinned or moved), until
   * the returned stop is called; the timer never keeps the process alive.
   * @param {number} everyMs @param {(error: unknown) => void} onError
   */
  function start(everyMs, onError) {
    const timer = setInterval(() => {
      try {
        run();
      } catch (error) {
        onError(error);
      }
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { run, remind, purge, start };
}
