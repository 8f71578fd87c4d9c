// @ts-check
/**
 * Online check-in (an optional API addition beside Manage my booking): its parts put together once
 * on the manage session's rules — the renter's calls (routes.mjs), the desk's (desk.mjs) and the
 * scheduled job (jobs.mjs: the reminder, and deleting photos and licence numbers when they are no
 * longer needed).
 */
import { conflict, HttpError } from '../../lib/http.mjs';
import { wallText, zoneLabel, money } from '../../mail/emails.mjs';
import { checkinReceiptEmail } from '../../mail/checkinEmails.mjs';
import { agreementOf, checkinProgress, checkinQueries, checkinWindow } from './state.mjs';
import { createPhotoStore } from './images.mjs';
import { parseMeta } from '../store.mjs';
import { round2 } from '../../lib/pricing.mjs';
import {
  CHECKIN_DRIVERS_MAX,
  CHECKIN_NOTE_MAX_LENGTH,
  CHECKIN_PHOTO_MAX_BYTES,
  CHECKIN_PHOTO_MAX_PX,
  PERSON_NAME_MAX_LENGTH,
} from '../../lib/rules.generated.mjs';

/** @typedef {import('../store.mjs').BookingRow} BookingRow @typedef {import('./state.mjs').DriverRow} DriverRow */
/** @typedef {import('./state.mjs').PhotoRow} PhotoRow @typedef {import('./state.mjs').CheckinRow} CheckinRow */

/** The query parameter a link into check-in carries beside `chw_manage` (the manage page opens check-in). */
export const CHECKIN_LINK_PARAM = 'chw_checkin';

/** `••••1234`: the end of a licence number, all the renter's own screens show of it. @param {string} no */
const maskLicence = (no) => (no ? `••••${no.slice(-4)}` : '');

/**
 * @param {import('../manage/context.mjs').ManageContext} ctx
 * @param {import('../manage/index.mjs').ManageCore} manage
 * @param {{ photoDir: string }} o
 */
export function createCheckin(ctx, manage, { photoDir }) {
  const q = checkinQueries(ctx.db);
  const photos = createPhotoStore(photoDir);
  const { clock } = ctx;

  /** The agreement of a booking as it stands, and the figures it quotes. @param {BookingRow} booking */
  function agreementFor(booking) {
    const v = manage.describe(booking);
    const drivers = /** @type {DriverRow[]} */ (q.drivers.all(booking.id));
    const at = (/** @type {typeof v.pickup} */ b) =>
      `${wallText(Date.parse(b.at), b.time_zone)} (${zoneLabel(b.time_zone)}), ${b.name}`;
    const agreement = agreementOf({
      reservation_no: v.reservation_no,
      vehicle: `${v.vehicle.name} (${v.vehicle.sub_name})`,
      pickup: at(v.pickup),
      dropoff: at(v.dropoff),
      liability: v.liability?.name ?? 'None',
      total: money(v.total),
      drivers: drivers.length
        ? drivers.map((d) => `${d.first_name} ${d.last_name}${d.main ? ' (main driver)' : ''}`)
        : [`${booking.first_name} ${booking.last_name} (main driver)`],
    });
    return { view: v, agreement, drivers };
  }

  /**
   * The additional-driver fee as the drivers step shows it (null where the branch charges none):
   * the rate, one driver's fee, the drivers paid and owed for; while some are owed, the price of
   * paying for them (the change's quote, as Manage my booking's quote gives it) and a change of
   * theirs waiting for its payment; what removing one driver takes off the total.
   * @param {BookingRow} booking @param {import('../manage/view.mjs').BookingView} view
   */
  function driverFeeOf(booking, view) {
    const meta = parseMeta(booking.meta);
    const fee = ctx.driverFee.feeOf(booking, meta, view.days);
    if (!fee) return null;
    /** @type {{ added_drivers: number, old_total: number, new_total: number, difference: number } | null} */
    let quote = null;
    if (fee.due > 0 && booking.status === 'C') {
      try {
        const p = manage.quote(booking, { added_drivers: fee.needed });
        quote = { added_drivers: fee.needed, old_total: p.old_total, new_total: p.new_total, difference: p.difference };
      } catch (error) {
        // Past pick up: nothing more can be paid for online.
        if (!(error instanceof HttpError)) throw error;
      }
    }
    const waiting = manage.pendingOf(booking);
    const request = waiting ? /** @type {{ added_drivers?: number }} */ (JSON.parse(waiting.body)) : null;
    const intent = waiting && request?.added_drivers !== undefined ? ctx.provider.get(waiting.intent_id) : undefined;
    const afterRemove = Math.max(0, fee.needed - 1);
    return {
      ...fee,
      quote,
      pending:
        waiting && intent
          ? {
              change_id: waiting.id,
              client_secret: intent.client_secret,
              amount: intent.amount,
              intent_status: intent.status,
            }
          : null,
      on_remove: fee.paid > afterRemove ? round2(fee.per_driver * (fee.paid - afterRemove)) : 0,
    };
  }

  /** What the renter's screens show of a booking's check-in. @param {BookingRow} booking */
  function stateOf(booking) {
    const { view, agreement, drivers } = agreementFor(booking);
    const window = checkinWindow(booking, view.pickup.time_zone);
    const shots = /** @type {PhotoRow[]} */ (q.photos.all(booking.id));
    const checkin = /** @type {CheckinRow | undefined} */ (q.checkin.get(booking.id));
    const driverFee = driverFeeOf(booking, view);
    const { steps, state } = checkinProgress({
      booking,
      now: clock.now(),
      window,
      drivers,
      photos: shots,
      checkin,
      agreementVersion: agreement.version,
      feeDue: driverFee?.due ?? 0,
    });
    const photoOf = (/** @type {DriverRow} */ d, /** @type {'front' | 'back'} */ side) => {
      const p = shots.find((s) => s.driver_id === d.id && s.side === side);
      return p ? { id: p.id, review: p.review, reason: p.reason } : null;
    };
    const pickupDay = view.pickup.hours.find(
      (h) => h.day === new Date(`${view.pickup.date}T00:00:00Z`).toUTCString().slice(0, 3),
    );
    return {
      state,
      opens_at: new Date(window.opens).toISOString(),
      closes_at: new Date(window.closes).toISOString(),
      time_zone: view.pickup.time_zone,
      steps,
      drivers_max: CHECKIN_DRIVERS_MAX,
      // The rules.json limits the renter's screens apply, sent with the state so the widget's
      // shared first chunk (which holds rules.generated.ts) carries none of check-in's.
      limits: {
        photo_max_px: CHECKIN_PHOTO_MAX_PX,
        photo_max_bytes: CHECKIN_PHOTO_MAX_BYTES,
        note_max_length: CHECKIN_NOTE_MAX_LENGTH,
        name_max_length: PERSON_NAME_MAX_LENGTH,
      },
      main_driver: { first_name: booking.first_name, last_name: booking.last_name },
      payment_type: view.payment_type,
      total: view.total,
      driver_fee: driverFee,
      return_date: view.dropoff.date,
      opening_hours: pickupDay ? { open: pickupDay.open, close: pickupDay.close } : null,
      drivers: drivers.map((d) => ({
        id: d.id,
        main: d.main === 1,
        first_name: d.first_name,
        last_name: d.last_name,
        birth_date: d.birth_date,
        license_no_masked: maskLicence(d.license_no),
        license_state: d.license_state,
        license_expiry: d.license_expiry,
        photos: { front: photoOf(d, 'front'), back: photoOf(d, 'back') },
      })),
      arrival: {
        flight_no: checkin?.arrival_flight ?? '',
        arrival_time: checkin?.arrival_time ?? '',
        note: checkin?.arrival_note ?? '',
      },
      agreement: {
        version: agreement.version,
        text: agreement.text,
        signed:
          checkin?.agreement_at && checkin.agreement_version === agreement.version
            ? { name: checkin.agreement_name, at: new Date(checkin.agreement_at).toISOString() }
            : null,
      },
    };
  }

  /**
   * `work` on the session's booking while its check-in is open (a confirmed booking, from
   * CHECKIN_OPENS_DAYS before pickup until pickup), else 409 with the reason as its `code`.
   * @template T @param {Record<string, unknown>} body @param {(booking: BookingRow) => T} work @returns {T}
   */
  const withOpenCheckin = (body, work) =>
    manage.withBooking(body, (booking) => {
      if (booking.status !== 'C')
        throw conflict('This booking has been cancelled and can no longer be checked in.', 'Booking cancelled');
      const window = checkinWindow(booking, manage.describe(booking).pickup.time_zone);
      const now = clock.now();
      if (now < window.opens) {
        const zone = manage.describe(booking).pickup.time_zone;
        throw new HttpError(409, {
          message: `Online check-in opens ${wallText(window.opens, zone)} (${zoneLabel(zone)}).`,
          title: 'Check-in not open yet',
          code: 'checkin_not_open',
        });
      }
      if (now >= window.closes) {
        throw new HttpError(409, {
          message: 'Online check-in closed at pick up. Please see us at the counter.',
          title: 'Check-in closed',
          code: 'checkin_closed',
        });
      }
      q.ensure.run(booking.id);
      return work(booking);
    });

  /** Mails the receipt of the agreement just signed. @param {BookingRow} booking */
  function sendReceipt(booking) {
    const row = /** @type {CheckinRow} */ (q.checkin.get(booking.id));
    ctx.outbox.send({
      to: booking.email,
      bookingId: booking.id,
      kind: 'checkin_receipt',
      ...checkinReceiptEmail(manage.describe(booking), {
        name: row.agreement_name,
        at: /** @type {number} */ (row.agreement_at),
        version: row.agreement_version,
        text: row.agreement_text,
      }),
    });
  }

  /** A new manage link that opens check-in. @param {BookingRow} booking */
  const checkinLink = (booking) => {
    const url = new URL(manage.newLink(booking));
    url.searchParams.set(CHECKIN_LINK_PARAM, '1');
    return url.toString();
  };

  return {
    ctx,
    q,
    photos,
    withBooking: manage.withBooking,
    describe: manage.describe,
    manage,
    withOpenCheckin,
    stateOf,
    agreementFor,
    sendReceipt,
    checkinLink,
  };
}

/** @typedef {ReturnType<typeof createCheckin>} CheckinCore */
