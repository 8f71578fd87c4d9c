/**
 * Dates written out in words for the booking details panels (not needed on the home page): the
 * steps' format, shared with Manage my booking and the emails through bookingWords.mjs.
 */
export { formatPickupLong } from './stepWords.mjs';
