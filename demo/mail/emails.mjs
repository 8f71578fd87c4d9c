// @ts-check
/**
 * The renter's emails: confirmation (with the .ics), manage link, cancellation and change. Each is
 * built from the booking's view (demo/api/manage.mjs `describe`), so the email and the widget say
 * the same things; dates and times are the branch's wall-clock time, named by its zone.
 */
import { escapeHtml } from './html.mjs';
import { buildIcs } from './ics.mjs';
import { MANAGE_LINK_HOURS } from '../lib/rules.generated.mjs';

/** @typedef {import('../api/manage/view.mjs').BookingView} BookingView */

/** $1,234.50 / -$5.00 @param {number} n */
export const money = (n) =>
  `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "Brisbane time" from Australia/Brisbane. @param {string} zone */
export const zoneLabel = (zone) => `${(zone.split('/').pop() ?? zone).replace(/_/g, ' ')} time`;

/**
 * "Tue 8 Dec 2026, 10:00 am" at an instant in a zone. @param {number} ms @param {string} zone
 * @param {{ year?: boolean }} [opts]
 */
export function wallText(ms, zone, { year = true } = {}) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}${year ? ` ${parts.year}` : ''}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

/** The cancellation terms in words. @param {BookingView} v */
export function cancellationTerms(v) {
  const c = v.cancellation;
  if (v.status === 'X') return 'This booking has been cancelled.';
  const free = `Free cancellation until ${wallText(Date.parse(c.free_until), v.pickup.time_zone, { year: false })} (${zoneLabel(v.pickup.time_zone)}).`;
  if (c.late_fee === null) return `${free} After that the booking can no longer be cancelled online.`;
  return `${free} After that, until pick up, a cancellation fee of ${money(c.late_fee)} applies${v.payment_type === 'L' ? ' (pay-later bookings: please call us)' : ''}.`;
}

/** Label/value rows that describe a booking, shared by the HTML and text parts. @param {BookingView} v */
function rows(v) {
  const at = (/** @type {BookingView['pickup']} */ b) =>
    `${b.name}, ${b.address} — ${wallText(Date.parse(b.at), b.time_zone)} (${zoneLabel(b.time_zone)})`;
  return /** @type {[string, string][]} */ ([
    ['Reference', v.reservation_no],
    ['Pick up', at(v.pickup)],
    ['Return', at(v.dropoff)],
    ['Car', `${v.vehicle.name} (${v.vehicle.sub_name})`],
    ['Cover', v.liability?.name ?? 'None'],
    ['Extras', v.extras.length ? v.extras.map((e) => `${e.name} × ${e.qty} (${money(e.total)})`).join(', ') : 'None'],
    ['Driver', `${v.driver.first_name} ${v.driver.last_name}`],
    ['Flight', v.flight_no || '—'],
    ['Total', money(v.total)],
    [
      'Payment',
      v.payment_type === 'N'
        ? `Paid now: ${money(v.paid)}`
        : `Pay later at the counter (card preauthorised for ${money(v.preauthorised)})`,
    ],
    ['Cancellation', cancellationTerms(v)],
  ]);
}

/** @param {string} title @param {string} intro @param {[string, string][]} table @param {{ href: string, label: string } | null} link */
export function layout(title, intro, table, link) {
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
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
    [
      ['Reference', v.reservation_no],
      [
        'Pick up',
        `${v.pickup.name} — ${wallText(Date.parse(v.pickup.at), v.pickup.time_zone)} (${zoneLabel(v.pickup.time_zone)})`,
      ],
    ],
    { href: link, label: 'Manage my booking' },
  );
  return { subject: `Manage your booking ${v.reservation_no}`, html, text, attachments: [] };
}

/** @param {BookingView} v @param {{ refund: number, fee: number }} money_ */
export function cancellationEmail(v, { refund, fee }) {
  const outcome =
    v.payment_type === 'N'
      ? `We have refunded ${money(refund)} to your card${fee > 0 ? ` (the cancellation fee of ${money(fee)} was kept)` : ''}. It may take 5 to 10 business days to appear.`
      : 'The preauthorisation on your card has been released. Nothing has been charged.';
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
