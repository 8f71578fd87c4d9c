// @ts-check
/**
 * The renter's emails: confirmation (with the .ics), manage link, cancellation and change. Each is
 * built from the booking's view (demo/api/manage.mjs `describe`), so the email and the widget say
 * the same things; dates and times are the branch's wall-clock time, named by its zone.
 */
import { escapeHtml } from './html.mjs';
import { buildIcs } from './ics.mjs';
import { MANAGE_LINK_HOURS } from '../lib/rules.generated.mjs';
import { BRAND_DEFAULTS } from '../pages/site.generated.mjs';
import { bookingRows, bookingWords, refundText } from '../../src/lib/bookingWords.mjs';

/** @typedef {import('../api/manage/view.mjs').BookingView} BookingView */

// The widget's words for money and time, for the server's other messages (staff comments, errors).
export { formatMoney as money, wallText, zoneLabel } from '../../src/lib/bookingWords.mjs';

/** Label/value rows that describe a booking, shared by the HTML and text parts. @param {BookingView} v */
const rows = (v) =>
  /** @type {[string, string][]} */ ([
    [bookingWords.manageReference, v.reservation_no],
    ...bookingRows(v, { addresses: true }).map(({ label, value }) => [label, value]),
  ]);

/** @param {string} title @param {string} intro @param {[string, string][]} table @param {{ href: string, label: string } | null} link */
export function layout(title, intro, table, link) {
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:${BRAND_DEFAULTS.brandColor};color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<table role="presentation" cellpadding="6" style="border-collapse:collapse">
${table.map(([k, val]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(val)}</td></tr>`).join('\n')}
</table>
<p style="color:#555;font-size:13px">Car Hire Widgets · This email was sent about your booking.</p>
</body></html>`;
  const text = [
    title,
    '',
    intro,
    '',
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    ...table.map(([k, val]) => `${k}: ${val}`),
  ].join('\n');
  return { html, text };
}

/**
 * The booking's pickup and return as calendar events at the branches' addresses.
 * @param {BookingView} v @param {string | null} manageUrl @param {number} stamp
 */
export function bookingIcs(v, manageUrl, stamp) {
  const describe = (/** @type {string} */ what) =>
    `${what} ${v.vehicle.name}. Reference ${v.reservation_no}.${manageUrl ? ` Manage your booking: ${manageUrl}` : ''}`;
  return buildIcs({
    stamp,
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

/** @param {BookingView} v */
const icsName = (v) => `booking-${v.reservation_no}.ics`;

/**
 * @param {BookingView} v @param {string | null} link the manage link with its token (null: the site has no such page)
 * @param {string | null} page the site's manage page without a token (the calendar's link lasts longer than a token)
 * @param {number} stamp
 */
export function confirmationEmail(v, link, page, stamp) {
  return withCalendar(
    `Booking confirmed: ${v.reservation_no}`,
    `Your booking ${v.reservation_no} is confirmed`,
    `Thank you, ${v.driver.first_name}. Here are the details of your car hire.`,
    { v, link, page, stamp },
  );
}

/**
 * An email with the booking's details, a "Manage my booking" button when there is a link, and its
 * .ics file.
 * @param {string} subject @param {string} heading @param {string} intro
 * @param {{ v: BookingView, link: string | null, page: string | null, stamp: number }} booking
 */
function withCalendar(subject, heading, intro, { v, link, page, stamp }) {
  const { html, text } = layout(heading, intro, rows(v), link ? { href: link, label: 'Manage my booking' } : null);
  return {
    subject,
    html,
    text,
    attachments: [{ filename: icsName(v), contentType: 'text/calendar', content: bookingIcs(v, page, stamp) }],
  };
}

/** @param {BookingView} v @param {string} link */
export function manageLinkEmail(v, link) {
  const { html, text } = layout(
    `Manage your booking ${v.reservation_no}`,
    `Use this link within ${MANAGE_LINK_HOURS} hours to view, change or cancel your booking. It works once; ask for a new one any time.`,
    rows(v).slice(0, 2),
    { href: link, label: 'Manage my booking' },
  );
  return { subject: `Manage your booking ${v.reservation_no}`, html, text, attachments: [] };
}

/** @param {BookingView} v @param {{ refund: number, fee: number }} money_ */
export function cancellationEmail(v, { refund, fee }) {
  const outcome = refundText(v, { refund, fee }, 'done');
  const { html, text } = layout(
    `Booking ${v.reservation_no} cancelled`,
    `Your booking has been cancelled. ${outcome}`,
    rows(v),
    null,
  );
  return { subject: `Booking cancelled: ${v.reservation_no}`, html, text, attachments: [] };
}

/** @param {BookingView} v @param {string} summary what changed @param {string | null} page the site's manage page @param {number} stamp */
export function changeEmail(v, summary, page, stamp) {
  return withCalendar(`Booking changed: ${v.reservation_no}`, `Booking ${v.reservation_no} changed`, summary, {
    v,
    link: page,
    page,
    stamp,
  });
}
