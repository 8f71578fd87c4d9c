// @ts-check
/**
 * Check-in at the desk (staff bearer, staff/session.mjs STAFF_PATHS): one booking's check-in with
 * its licence details, a licence photo's bytes (never cached), and Accept or Ask again with a
 * reason (the renter is emailed a link and sees "needs a new photo"). Every staff view of a
 * document is written to the booking's audit list, which the details answer shows.
 */
import { Hono } from 'hono';
import { badRequest, notFound, readJson, str } from '../../lib/http.mjs';
import { dateTime } from '../../lib/dates.mjs';
import { checkinAskAgainEmail } from '../../mail/checkinEmails.mjs';

/** @typedef {import('./state.mjs').DriverRow} DriverRow @typedef {import('./state.mjs').PhotoRow} PhotoRow */
/** @typedef {import('./state.mjs').CheckinRow} CheckinRow @typedef {import('../store.mjs').BookingRow} BookingRow */

/** @param {import('./index.mjs').CheckinCore} core */
export function checkinDeskRoutes(core) {
  const { ctx, q, photos } = core;
  const { store, clock, db, outbox } = ctx;
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
        audit: /** @type {{ staff: string, what: string, created: number }[]} */ (q.auditOf.all(booking.id)).map(
          (a) => ({ staff: a.staff, what: a.what, at: new Date(a.created).toISOString() }),
        ),
      },
    });
  });

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
        return core.stateOf(booking);
      })
      .immediate();
    return c.json({ data });
  });

  return app;
}
