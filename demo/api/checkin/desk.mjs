// @ts-check
/**
 * Check-in at the desk (staff bearer, staff/session.mjs STAFF_PATHS): one booking's check-in with
 * its licence details, a licence photo's bytes (never cached), and Accept or Ask again with a
 * reason (the renter is emailed a link and sees "needs a new photo"). Every staff view of a
 * document is written to the booking's audit list, which the details answer shows (and
 * `/audit/:bookingId` again, unaudited: the list names staff and documents, no renter's details).
 * `checkinDeskStatus` gives the bookings list (staff/bookings.mjs) each row's check-in status.
 */
import { Hono } from 'hono';
import { badRequest, notFound, readJson, str } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { checkinAskAgainEmail } from '../../mail/checkinEmails.mjs';
import { checkinProgress, checkinWindow } from './state.mjs';
import { parseMeta } from '../store.mjs';

/** @typedef {import('./state.mjs').DriverRow} DriverRow @typedef {import('./state.mjs').PhotoRow} PhotoRow */
/** @typedef {import('./state.mjs').CheckinRow} CheckinRow @typedef {import('../store.mjs').BookingRow} BookingRow */
/** @typedef {import('./state.mjs').DeskState} DeskState */

/** The desk's check-in statuses, in the order the desk lists them (`CheckinDeskStatus` of api/openapi.yaml). */
export const DESK_STATUSES = /** @type {const} */ (['not_started', 'in_progress', 'ready', 'needs_attention']);

/**
 * The bookings check-in is for: confirmed car bookings (paid or preauthorised), the ones a renter can
 * check in. Enquiries, subscriptions, bookings not yet paid and cancelled ones have no check-in status.
 */
export const CHECKIN_APPLIES = /** @type {const} */ ({ type: 'BOOKING', status: 'C' });

/**
 * The desk's check-in status of a booking (the Check-in column, filter and CSV column of /bookings),
 * worked out by checkinProgress from the booking's check-in record, as the renter's state is: `null`
 * where check-in does not apply (CHECKIN_APPLIES) and where the scheduled job has deleted the record
 * after the return (what is left of it says nothing about the check-in that was done).
 * @param {import('./index.mjs').CheckinCore} core
 */
export function checkinDeskStatus(core) {
  const { ctx, q } = core;
  const { db, store, clock } = ctx;
  const applies = (/** @type {{ type: string, status: string }} */ b) =>
    b.type === CHECKIN_APPLIES.type && b.status === CHECKIN_APPLIES.status;
  // Every booking with anything of a check-in: the others are what the rule says of an empty record.
  const recordedSql = `SELECT * FROM bookings WHERE id IN (SELECT booking_id FROM checkin_drivers
    UNION SELECT booking_id FROM checkin_photos UNION SELECT booking_id FROM checkins)`;
  const recordedAll = db.prepare(recordedSql);
  const recordedOf = db.prepare(`${recordedSql} AND id IN (SELECT value FROM json_each(?))`);

  /** The status of a booking with its record. @param {BookingRow} booking @returns {DeskState | null} */
  function statusOf(booking) {
    const checkin = /** @type {CheckinRow | undefined} */ (q.checkin.get(booking.id));
    if (!applies(booking) || checkin?.purged) return null;
    const zone = store.zoneOf(store.location(booking.pickup_location_id));
    return checkinProgress({
      booking,
      now: clock.now(),
      window: checkinWindow(booking, zone),
      drivers: /** @type {DriverRow[]} */ (q.drivers.all(booking.id)),
      photos: /** @type {PhotoRow[]} */ (q.photos.all(booking.id)),
      checkin,
      // Only a signature is compared with the agreement's version: without one, none is worked out.
      agreementVersion: checkin?.agreement_at ? core.agreementFor(booking).agreement.version : '',
      // An added driver's fee still owed keeps the drivers step open, as on the renter's screens.
      feeDue: ctx.driverFee.feeOf(booking, parseMeta(booking.meta), 1)?.due ?? 0,
    }).desk;
  }
  /** What the rule says of a booking with no record (not started). */
  const unrecorded = checkinProgress({
    booking: /** @type {BookingRow} */ ({ status: CHECKIN_APPLIES.status }),
    now: 0,
    window: { opens: 0, closes: 1 },
    drivers: [],
    photos: [],
    checkin: undefined,
    agreementVersion: '',
  }).desk;

  /**
   * The status of each booking with a record (of those `ids`, or all).
   * @param {number[]} [ids] @returns {Map<number, DeskState | null>}
   */
  function recorded(ids) {
    const rows = /** @type {BookingRow[]} */ (ids ? recordedOf.all(JSON.stringify(ids)) : recordedAll.all());
    return new Map(rows.map((booking) => [booking.id, statusOf(booking)]));
  }

  return {
    recorded,
    /**
     * A row's status, from `recorded` (a row it does not hold has no record).
     * @param {{ id: number, type: string, status: string }} row @param {Map<number, DeskState | null>} known
     */
    statusIn: (row, known) => (known.has(row.id) ? (known.get(row.id) ?? null) : applies(row) ? unrecorded : null),
    /**
     * The SQL condition (on `bookings`) of the rows with `status`, and its parameters.
     * @param {DeskState} status @returns {{ sql: string, params: Record<string, string> }}
     */
    where(status) {
      const known = [...recorded()];
      const ids = (/** @type {(s: DeskState | null) => boolean} */ keep) =>
        JSON.stringify(known.filter(([, s]) => keep(s)).map(([id]) => id));
      if (status !== unrecorded)
        return {
          sql: 'id IN (SELECT value FROM json_each(@checkin_ids))',
          params: { checkin_ids: ids((s) => s === status) },
        };
      return {
        sql: `(type = @checkin_type AND status = @checkin_status
          AND id NOT IN (SELECT value FROM json_each(@checkin_ids)))`,
        params: {
          checkin_type: CHECKIN_APPLIES.type,
          checkin_status: CHECKIN_APPLIES.status,
          checkin_ids: ids((s) => s !== status),
        },
      };
    },
    /** One booking's status (the desk's answers). @param {BookingRow} booking */
    statusOf,
  };
}
/** @typedef {ReturnType<typeof checkinDeskStatus>} CheckinDeskStatus */

/** @param {import('./index.mjs').CheckinCore} core */
export function checkinDeskRoutes(core) {
  const { ctx, q, photos } = core;
  const { store, clock, db, outbox } = ctx;
  const desk = checkinDeskStatus(core);
  /** The audit list of a booking, oldest first. @param {number} bookingId */
  const auditOf = (bookingId) =>
    /** @type {{ staff: string, what: string, created: number }[]} */ (q.auditOf.all(bookingId)).map((a) => ({
      staff: a.staff,
      what: a.what,
      at: new Date(a.created).toISOString(),
    }));
  /** @type {Hono<import('../staff/session.mjs').StaffEnv>} */
  const app = new Hono();
  const staffName = (/** @type {import('hono').Context<import('../staff/session.mjs').StaffEnv>} */ c) => {
    const user = c.get('user');
    return `${user.first_name} ${user.last_name} (${user.email})`;
  };
  /** @param {number} bookingId */
  const bookingOf = (bookingId) => {
    const booking = /** @type {BookingRow | undefined} */ (store.q.bookingById.get(bookingId));
    if (!booking || booking.type !== 'BOOKING') throw notFound('There is no such booking.');
    return booking;
  };

  app.get('/:bookingId', (c) => {
    const booking = bookingOf(Number(c.req.param('bookingId')));
    q.audit.run(booking.id, staffName(c), 'Viewed the check-in and licence details', clock.now());
    const state = core.stateOf(booking);
    const drivers = /** @type {DriverRow[]} */ (q.drivers.all(booking.id));
    const row = /** @type {CheckinRow | undefined} */ (q.checkin.get(booking.id));
    return c.json({
      data: {
        ...state,
        desk_status: desk.statusOf(booking),
        drivers: state.drivers.map((d) => {
          const full = /** @type {DriverRow} */ (drivers.find((x) => x.id === d.id));
          return { ...d, license_no: full.license_no };
        }),
        agreement: {
          ...state.agreement,
          signed_record: row?.agreement_at
            ? {
                name: row.agreement_name,
                at: new Date(row.agreement_at).toISOString(),
                address: row.agreement_address,
                version: row.agreement_version,
              }
            : null,
        },
        audit: auditOf(booking.id),
      },
    });
  });

  // The audit list alone (not itself audited): read again after the desk has viewed the photos.
  app.get('/audit/:bookingId', (c) => c.json({ data: auditOf(bookingOf(Number(c.req.param('bookingId'))).id) }));

  app.get('/photo/:photoId', (c) => {
    const photo = /** @type {PhotoRow | undefined} */ (q.photo.get(Number(c.req.param('photoId'))));
    if (!photo) throw notFound('There is no such photo.');
    const driver = /** @type {DriverRow} */ (q.driver.get(photo.driver_id, photo.booking_id));
    q.audit.run(
      photo.booking_id,
      staffName(c),
      `Viewed the ${photo.side} of ${driver.first_name} ${driver.last_name}'s licence`,
      clock.now(),
    );
    return c.body(photos.get(photo.file), 200, {
      'Content-Type': photo.type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
  });

  app.post('/review', async (c) => {
    const body = await readJson(c);
    const decision = body.decision;
    if (decision !== 'accept' && decision !== 'ask_again') throw badRequest('decision must be accept or ask_again.');
    const reason = decision === 'ask_again' ? str(body, 'reason', { max: 300, label: 'Reason' }) : '';
    const data = db
      .transaction(() => {
        const photo = /** @type {PhotoRow | undefined} */ (q.photo.get(Number(body.photo_id)));
        if (!photo) throw notFound('There is no such photo.');
        const booking = bookingOf(photo.booking_id);
        q.review.run({ id: photo.id, review: decision === 'accept' ? 'accepted' : 'ask_again', reason });
        ctx.q.comment.run(
          booking.id,
          staffName(c),
          decision === 'accept'
            ? `Check-in: accepted the ${photo.side} licence photo`
            : `Check-in: asked again for the ${photo.side} licence photo (${reason})`,
          dateTime(store.nowAt()),
        );
        if (decision === 'ask_again')
          outbox.send({
            to: booking.email,
            bookingId: booking.id,
            kind: 'checkin_ask_again',
            ...checkinAskAgainEmail(core.describe(booking), reason, core.checkinLink(booking)),
          });
        return { ...core.stateOf(booking), desk_status: desk.statusOf(booking) };
      })
      .immediate();
    return c.json({ data });
  });

  return app;
}
