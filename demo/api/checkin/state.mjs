// @ts-check
/**
 * Online check-in's record of one booking and what it adds up to: when it opens and closes (the
 * pickup branch's wall clock), its drivers and their licence photos, the arrival, the agreement
 * (its exact text and version), and the state the renter and the desk see.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseDateTime } from '../../lib/dates.mjs';
import { CHECKIN_OPENS_DAYS } from '../../lib/rules.generated.mjs';
import { zonedInstant } from '../manage/view.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow */
/**
 * @typedef {{ id: number, booking_id: number, main: number, first_name: string, last_name: string, birth_date: string,
 *   license_no: string, license_state: string, license_expiry: string }} DriverRow
 * @typedef {{ id: number, booking_id: number, driver_id: number, side: 'front' | 'back', file: string, type: string,
 *   bytes: number, review: 'pending' | 'accepted' | 'ask_again', reason: string, created: number }} PhotoRow
 * @typedef {{ booking_id: number, arrival_flight: string, arrival_time: string, arrival_note: string,
 *   agreement_version: string, agreement_text: string, agreement_name: string, agreement_address: string,
 *   agreement_at: number | null, reminder_sent: number | null, purged: number | null }} CheckinRow
 * @typedef {'not_open' | 'to_do' | 'in_progress' | 'needs_photo' | 'done' | 'closed' | 'cancelled'} RenterState
 * @typedef {'not_started' | 'in_progress' | 'ready' | 'needs_attention'} DeskState
 */

/**
 * The rental terms the agreement quotes: the site's own terms page text (src/site.json's `terms`
 * content, as the other terms are), read once.
 */
const SITE = JSON.parse(readFileSync(new URL('../../../src/site.json', import.meta.url), 'utf8'));
/** @type {string} */
export const RENTAL_TERMS = SITE.contentPages.find(
  (/** @type {{ content: string, text: string }} */ page) => page.content === 'terms',
).text;

/** @param {import('better-sqlite3').Database} db */
export function checkinQueries(db) {
  return {
    drivers: db.prepare('SELECT * FROM checkin_drivers WHERE booking_id = ? ORDER BY main DESC, id'),
    driver: db.prepare('SELECT * FROM checkin_drivers WHERE id = ? AND booking_id = ?'),
    mainDriver: db.prepare('SELECT * FROM checkin_drivers WHERE booking_id = ? AND main = 1'),
    insertDriver:
      db.prepare(`INSERT INTO checkin_drivers (booking_id, main, first_name, last_name, birth_date, license_no,
      license_state, license_expiry, created, updated) VALUES (@booking_id, @main, @first_name, @last_name, @birth_date,
      @license_no, @license_state, @license_expiry, @now, @now)`),
    updateDriver: db.prepare(`UPDATE checkin_drivers SET first_name = @first_name, last_name = @last_name,
      birth_date = @birth_date, license_no = @license_no, license_state = @license_state, license_expiry = @license_expiry,
      updated = @now WHERE id = @id`),
    deleteDriver: db.prepare('DELETE FROM checkin_drivers WHERE id = ?'),
    photos: db.prepare('SELECT * FROM checkin_photos WHERE booking_id = ? ORDER BY id'),
    photo: db.prepare('SELECT * FROM checkin_photos WHERE id = ?'),
    photoOf: db.prepare('SELECT * FROM checkin_photos WHERE driver_id = ? AND side = ?'),
    photosOfDriver: db.prepare('SELECT * FROM checkin_photos WHERE driver_id = ?'),
    insertPhoto: db.prepare(`INSERT INTO checkin_photos (booking_id, driver_id, side, file, type, bytes, created)
      VALUES (@booking_id, @driver_id, @side, @file, @type, @bytes, @now)`),
    deletePhoto: db.prepare('DELETE FROM checkin_photos WHERE id = ?'),
    review: db.prepare('UPDATE checkin_photos SET review = @review, reason = @reason WHERE id = @id'),
    checkin: db.prepare('SELECT * FROM checkins WHERE booking_id = ?'),
    ensure: db.prepare('INSERT OR IGNORE INTO checkins (booking_id) VALUES (?)'),
    arrival: db.prepare(`UPDATE checkins SET arrival_flight = @flight, arrival_time = @time, arrival_note = @note
      WHERE booking_id = @booking_id`),
    sign: db.prepare(`UPDATE checkins SET agreement_version = @version, agreement_text = @text, agreement_name = @name,
      agreement_address = @address, agreement_at = @now WHERE booking_id = @booking_id`),
    audit: db.prepare('INSERT INTO checkin_audit (booking_id, staff, what, created) VALUES (?, ?, ?, ?)'),
    auditOf: db.prepare('SELECT staff, what, created FROM checkin_audit WHERE booking_id = ? ORDER BY id'),
  };
}
/** @typedef {ReturnType<typeof checkinQueries>} CheckinQueries */

/**
 * When check-in opens (CHECKIN_OPENS_DAYS before pickup, on the branch's wall clock) and closes (at
 * pickup), as epoch ms. @param {Pick<BookingRow, 'pickup_dt'>} booking @param {string} zone the pickup branch's
 */
export function checkinWindow(booking, zone) {
  const pickup = parseDateTime(booking.pickup_dt);
  const opens = new Date(pickup.getTime() - CHECKIN_OPENS_DAYS * 86_400_000);
  return { opens: zonedInstant(opens, zone), closes: zonedInstant(pickup, zone) };
}

/**
 * Whether each step is done, and the states the renter and the desk see. `feeDue`: the additional
 * drivers whose fee the booking does not pay yet (the drivers step is not done while any are).
 * @param {{ booking: BookingRow, now: number, window: { opens: number, closes: number }, drivers: DriverRow[],
 *   photos: PhotoRow[], checkin: CheckinRow | undefined, agreementVersion: string, feeDue?: number }} o
 */
export function checkinProgress({ booking, now, window, drivers, photos, checkin, agreementVersion, feeDue = 0 }) {
  const main = drivers.find((d) => d.main === 1);
  const photoDone = (/** @type {DriverRow} */ d) =>
    ['front', 'back'].every((side) =>
      photos.some((p) => p.driver_id === d.id && p.side === side && p.review !== 'ask_again'),
    );
  const steps = {
    driver: Boolean(main?.license_no && main.license_expiry),
    photos: drivers.length > 0 && drivers.every(photoDone),
    drivers: feeDue === 0 && drivers.every((d) => d.main === 1 || Boolean(d.license_no && d.license_expiry)),
    arrival: Boolean(checkin?.arrival_time),
    agreement: Boolean(checkin?.agreement_at) && checkin?.agreement_version === agreementVersion,
  };
  const askAgain = photos.some((p) => p.review === 'ask_again');
  const done = Object.values(steps).every(Boolean);
  const started = drivers.length > 0 || photos.length > 0 || Boolean(checkin?.arrival_time || checkin?.agreement_at);
  /** @type {RenterState} */
  let state;
  if (booking.status === 'X') state = 'cancelled';
  else if (now < window.opens) state = 'not_open';
  else if (now >= window.closes) state = 'closed';
  else if (askAgain) state = 'needs_photo';
  else if (done) state = 'done';
  else state = started ? 'in_progress' : 'to_do';
  /** @type {DeskState} */
  const desk = askAgain ? 'needs_attention' : done ? 'ready' : started ? 'in_progress' : 'not_started';
  return { steps, state, desk };
}

/**
 * The agreement as the renter reads it: the site's rental terms with the booking's figures and
 * drivers, and its version (the first 16 hex digits of its SHA-256): any change to the text is a
 * new version, which a signature of the old one does not cover.
 * @param {{ reservation_no: string, vehicle: string, pickup: string, dropoff: string, total: string,
 *   liability: string, drivers: string[] }} figures
 */
export function agreementOf(figures) {
  const text = [
    `Rental agreement for booking ${figures.reservation_no}`,
    `Vehicle: ${figures.vehicle}`,
    `Pick up: ${figures.pickup}`,
    `Return: ${figures.dropoff}`,
    `Damage liability: ${figures.liability}`,
    `Total: ${figures.total}`,
    `Drivers: ${figures.drivers.join('; ')}`,
    '',
    RENTAL_TERMS,
  ].join('\n');
  return { text, version: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}
