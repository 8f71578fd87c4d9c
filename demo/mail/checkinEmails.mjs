// @ts-check
/**
 * Online check-in's emails: the reminder before pickup (a fresh manage link straight into
 * check-in), the receipt of the signed agreement, and a photo the desk asks for again. The same
 * layout and words as the booking's other emails (emails.mjs).
 */
import { layout, wallText, zoneLabel } from './emails.mjs';

/** @typedef {import('../api/manage/view.mjs').BookingView} BookingView */

/** @param {BookingView} v */
const pickupRow = (v) =>
  /** @type {[string, string]} */ ([
    'Pick up',
    `${wallText(Date.parse(v.pickup.at), v.pickup.time_zone)} (${zoneLabel(v.pickup.time_zone)}), ${v.pickup.name}`,
  ]);

/** The reminder: check in before pickup. @param {BookingView} v @param {string} link into check-in */
export function checkinReminderEmail(v, link) {
  const title = `Check in online before you pick up: ${v.reservation_no}`;
  const { html, text } = layout(
    title,
    'Save time at the counter: add your licence details and photos, any other drivers and your arrival time, and sign the rental agreement online. The link works once; ask for a new one any time.',
    [['Reference', v.reservation_no], pickupRow(v)],
    { href: link, label: 'Check in now' },
  );
  return { subject: title, html, text, attachments: [] };
}

/**
 * The receipt of the signed agreement, with what was signed.
 * @param {BookingView} v @param {{ name: string, at: number, version: string, text: string }} signed
 */
export function checkinReceiptEmail(v, signed) {
  const title = `Check-in complete: ${v.reservation_no}`;
  const { html, text } = layout(
    title,
    'Thank you: your online check-in is complete. Bring the licences you photographed; we will have your car ready.',
    [
      ['Reference', v.reservation_no],
      pickupRow(v),
      ['Signed by', signed.name],
      ['Signed at', `${wallText(signed.at, v.pickup.time_zone)} (${zoneLabel(v.pickup.time_zone)})`],
      ['Agreement version', signed.version],
      ['Agreement', signed.text],
    ],
    null,
  );
  return { subject: title, html, text, attachments: [] };
}

/** A photo the desk asks for again, with its reason. @param {BookingView} v @param {string} reason @param {string} link */
export function checkinAskAgainEmail(v, reason, link) {
  const title = `Please send a new licence photo: ${v.reservation_no}`;
  const { html, text } = layout(
    title,
    `We could not accept one of your licence photos: ${reason} Please open your booking and send a new one before pick up.`,
    [['Reference', v.reservation_no], pickupRow(v)],
    { href: link, label: 'Send a new photo' },
  );
  return { subject: title, html, text, attachments: [] };
}
