// @ts-check
/**
 * The renter's emails: confirmation (with the .ics), manage link, cancellation (with the .ics that
 * cancels) and change (with the .ics again, its SEQUENCE raised). Each is built from the booking's
 * view (demo/api/manage.mjs `describe`) with the widget's words (src/lib/bookingWords.mjs), so the
 * email and the widget say the same things: dates first as the booking steps write them, at the
 * branch's wall clock named by its zone, and the cost breakdown as /complete shows it. What they
 * say is an EmailBody; the outbox dresses it in the company's branding when it sends it
 * (layout.mjs).
 */
import { buildIcs } from './ics.mjs';
import { MANAGE_LINK_HOURS } from '../lib/rules.generated.mjs';
import { checkinWindow } from '../api/checkin/state.mjs';
import { bookingRows, bookingWords, costLines, refundText, wallTextZoned } from '../../src/lib/bookingWords.mjs';

/** @typedef {import('../api/manage/view.mjs').BookingView} BookingView @typedef {import('./layout.mjs').EmailBody} EmailBody */
/** @typedef {import('./ics.mjs').IcsOrganizer} IcsOrganizer */
/**
 * An email as built, before the outbox dresses it: its subject, what it says and its files.
 * @typedef {{ subject: string, body: EmailBody, attachments: import('./outbox.mjs').Attachment[] }} BuiltEmail
 */
/**
 * The booking's calendar file as it stands: its SEQUENCE (0 as sold, raised by each change and by
 * the cancellation) and the company that sends it (the ORGANIZER).
 * @typedef {{ sequence: number, organizer: IcsOrganizer }} CalendarState
 */

// The widget's words for money and time, for the server's other messages (staff comments, errors).
export { formatMoney as money, wallText, zoneLabel } from '../../src/lib/bookingWords.mjs';

/** The heading of /complete's cost breakdown (src/messages/booking.ts `costBreakdown`). */
export const COST_BREAKDOWN = 'Cost Breakdown';

/** The button of every email that leads to the booking. */
export const MANAGE_BUTTON = 'Manage my booking';

/**
 * The booking's rows, dates first: pick-up and return as the steps write them, then the
 * reservation number and the rest (the total is the cost breakdown's last line).
 * @param {BookingView} v @returns {[string, string][]}
 */
export function detailRows(v) {
  const all = bookingRows(v, { addresses: true });
  const dates = all.filter((row) => row.id === 'pickup' || row.id === 'return');
  const rest = all.filter((row) => row.id !== 'pickup' && row.id !== 'return' && row.id !== 'total');
  return [
    ...dates.map(({ label, value }) => /** @type {[string, string]} */ ([label, value])),
    [bookingWords.manageReference, v.reservation_no],
    ...rest.map(({ label, value }) => /** @type {[string, string]} */ ([label, value])),
  ];
}

/** The pick-up row alone, dates first (the short emails: link, check-in). @param {BookingView} v */
export const pickupRow = (v) => detailRows(v)[0];

/** The cost breakdown as on /complete. @param {BookingView} v */
export const costs = (v) => ({ title: COST_BREAKDOWN, lines: costLines(v.totals) });

/**
 * The booking's pickup and return as calendar events at the branches' addresses: the same UIDs in
 * every file of the booking, its SEQUENCE, and with `cancel` the file that takes them out again.
 * @param {BookingView} v @param {string | null} manageUrl @param {number} stamp
 * @param {CalendarState & { cancel?: boolean }} calendar
 */
export function bookingIcs(v, manageUrl, stamp, { sequence, organizer, cancel = false }) {
  const describe = (/** @type {string} */ what) =>
    `${what} ${v.vehicle.name}. Reference ${v.reservation_no}.${manageUrl ? ` Manage your booking: ${manageUrl}` : ''}`;
  return buildIcs({
    stamp,
    sequence,
    cancel,
    organizer,
    events: [
      {
        uid: `${v.reservation_no}-pickup@carhire.example`,
        start: Date.parse(v.pickup.at),
        end: Date.parse(v.pickup.at) + 30 * 60_000,
        summary: `Pick up your hire car (${v.reservation_no})`,
        location: `${v.pickup.name}, ${v.pickup.address}`,
        description: describe('Pick up'),
        ...(manageUrl ? { url: manageUrl } : {}),
      },
      {
        uid: `${v.reservation_no}-return@carhire.example`,
        start: Date.parse(v.dropoff.at),
        end: Date.parse(v.dropoff.at) + 30 * 60_000,
        summary: `Return your hire car (${v.reservation_no})`,
        location: `${v.dropoff.name}, ${v.dropoff.address}`,
        description: describe('Return'),
        ...(manageUrl ? { url: manageUrl } : {}),
      },
    ],
  });
}

/**
 * The booking's calendar file as it stands: its sequence and the company that sends it.
 * @param {{ calendar_sequence: number }} booking @param {{ sender: () => IcsOrganizer }} outbox
 * @returns {CalendarState}
 */
export const calendarOf = (booking, outbox) => ({ sequence: booking.calendar_sequence, organizer: outbox.sender() });

/** @param {BookingView} v */
const icsName = (v) => `booking-${v.reservation_no}.ics`;

/**
 * The booking's calendar file as an attachment.
 * @param {BookingView} v @param {string | null} page @param {number} stamp @param {CalendarState & { cancel?: boolean }} calendar
 * @returns {import('./outbox.mjs').Attachment}
 */
const calendarFile = (v, page, stamp, calendar) => ({
  filename: icsName(v),
  contentType: calendar.cancel ? 'text/calendar; method=CANCEL' : 'text/calendar',
  content: bookingIcs(v, page, stamp, calendar),
});

/**
 * When online check-in opens (the API's check-in window), in the manage page's words.
 * @param {BookingView} v
 */
function checkinOpensLine(v) {
  const zone = v.pickup.time_zone;
  const { opens } = checkinWindow({ pickup_dt: `${v.pickup.date} ${v.pickup.time}:00` }, zone);
  return `Online check-in opens ${wallTextZoned(opens, zone)}: check in from your booking's page then, and the counter will have everything ready.`;
}

/**
 * An email about the whole booking: its details, the cost breakdown and a button back to it.
 * @param {BookingView} v @param {string} heading @param {string[]} intro @param {string | null} link
 * @returns {EmailBody}
 */
const bookingBody = (v, heading, intro, link) => ({
  heading,
  intro,
  link: link ? { href: link, label: MANAGE_BUTTON } : null,
  rows: detailRows(v),
  costs: costs(v),
});

/**
 * @param {BookingView} v @param {string | null} link the manage link with its token (null: the site has no such page)
 * @param {string | null} page the site's manage page without a token (the calendar's link lasts longer than a token)
 * @param {number} stamp @param {CalendarState} calendar
 * @returns {BuiltEmail}
 */
export function confirmationEmail(v, link, page, stamp, calendar) {
  const thanks = `Thank you, ${v.driver.first_name}. Here are the details of your car hire.`;
  return {
    subject: `Booking confirmed: ${v.reservation_no}`,
    body: bookingBody(
      v,
      `Your booking ${v.reservation_no} is confirmed`,
      // Check-in is reached from the booking's page: said only where the site has one.
      link ? [thanks, checkinOpensLine(v)] : [thanks],
      link,
    ),
    attachments: [calendarFile(v, page, stamp, calendar)],
  };
}

/** @param {BookingView} v @param {string} link @returns {BuiltEmail} */
export function manageLinkEmail(v, link) {
  return {
    subject: `Manage your booking ${v.reservation_no}`,
    body: {
      heading: `Manage your booking ${v.reservation_no}`,
      intro: [
        `Use this link within ${MANAGE_LINK_HOURS} hours to view, change or cancel your booking. It works once; ask for a new one any time.`,
      ],
      link: { href: link, label: MANAGE_BUTTON },
      rows: [pickupRow(v), [bookingWords.manageReference, v.reservation_no]],
    },
    attachments: [],
  };
}

/**
 * The cancellation: what happened to the money, a way back to the booking, and the calendar file
 * that takes its events out of the renter's calendar.
 * @param {BookingView} v @param {{ refund: number, fee: number }} money_ @param {string | null} link back to the booking
 * @param {string | null} page the site's manage page @param {number} stamp @param {CalendarState} calendar
 * @returns {BuiltEmail}
 */
export function cancellationEmail(v, { refund, fee }, link, page, stamp, calendar) {
  return {
    subject: `Booking cancelled: ${v.reservation_no}`,
    body: bookingBody(
      v,
      `Booking ${v.reservation_no} cancelled`,
      [`Your booking has been cancelled. ${refundText(v, { refund, fee }, 'done')}`],
      link,
    ),
    attachments: [calendarFile(v, page, stamp, { ...calendar, cancel: true })],
  };
}

/**
 * @param {BookingView} v @param {string} summary what changed @param {string | null} page the site's manage page
 * @param {number} stamp @param {CalendarState} calendar (its sequence already raised for this change)
 * @returns {BuiltEmail}
 */
export function changeEmail(v, summary, page, stamp, calendar) {
  return {
    subject: `Booking changed: ${v.reservation_no}`,
    body: bookingBody(v, `Booking ${v.reservation_no} changed`, [summary], page),
    attachments: [calendarFile(v, page, stamp, calendar)],
  };
}
