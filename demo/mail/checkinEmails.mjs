// @ts-check
/**
 * Online check-in's emails: the reminder before pickup (a fresh manage link straight into
 * check-in), the receipt of the signed agreement, and a photo the desk asks for again. The same
 * rows, words and dress as the booking's other emails (emails.mjs, layout.mjs).
 */
import { pickupRow, wallText, zoneLabel } from './emails.mjs';
import { bookingWords } from '../../src/lib/bookingWords.mjs';

/** @typedef {import('../api/manage/view.mjs').BookingView} BookingView @typedef {import('./emails.mjs').BuiltEmail} BuiltEmail */

/** The reference and the pick-up, dates first. @param {BookingView} v @returns {[string, string][]} */
const shortRows = (v) => [pickupRow(v), [bookingWords.manageReference, v.reservation_no]];

/** The reminder: check in before pickup. @param {BookingView} v @param {string} link into check-in @returns {BuiltEmail} */
export function checkinReminderEmail(v, link) {
  const title = `Check in online before you pick up: ${v.reservation_no}`;
  return {
    subject: title,
    body: {
      heading: title,
      intro: [
        'Save time at the counter: add your licence details and photos, any other drivers and your arrival time, and sign the rental agreement online. The link works once; ask for a new one any time.',
      ],
      link: { href: link, label: 'Check in now' },
      rows: shortRows(v),
    },
    attachments: [],
  };
}

/**
 * The receipt of the signed agreement, with what was signed.
 * @param {BookingView} v @param {{ name: string, at: number, version: string, text: string }} signed
 * @returns {BuiltEmail}
 */
export function checkinReceiptEmail(v, signed) {
  const title = `Check-in complete: ${v.reservation_no}`;
  return {
    subject: title,
    body: {
      heading: title,
      intro: [
        'Thank you: your online check-in is complete. Bring the licences you photographed; we will have your car ready.',
      ],
      link: null,
      rows: [
        ...shortRows(v),
        ['Signed by', signed.name],
        ['Signed at', `${wallText(signed.at, v.pickup.time_zone)} (${zoneLabel(v.pickup.time_zone)})`],
        ['Agreement version', signed.version],
        ['Agreement', signed.text],
      ],
    },
    attachments: [],
  };
}

/**
 * A photo the desk asks for again, with its reason.
 * @param {BookingView} v @param {string} reason @param {string} link @returns {BuiltEmail}
 */
export function checkinAskAgainEmail(v, reason, link) {
  const title = `Please send a new licence photo: ${v.reservation_no}`;
  return {
    subject: title,
    body: {
      heading: title,
      intro: [
        `We could not accept one of your licence photos: ${reason} Please open your booking and send a new one before pick up.`,
      ],
      link: { href: link, label: 'Send a new photo' },
      rows: shortRows(v),
    },
    attachments: [],
  };
}
