import { isRealDate } from '../lib/dates';
import { ageOn } from '../lib/dateOfBirth';
import { bookingMessages } from '../messages/booking';
import { MIN_DRIVER_AGE } from '../rules.generated';

/**
 * The first failing birthday rule of spec §5 for text typed as dd/mm/yyyy, or
 * '' when it passes: required, format, a real calendar date, not in the
 * future, at least 21 on `today` (yyyy-mm-dd).
 */
export function validateBirthday(text: string, today: string): string {
  const value = text.trim();
  if (!value) return bookingMessages.birthdayRequired;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return bookingMessages.birthdayFormat;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(y, m, d)) return bookingMessages.birthdayReal;
  const ymd = `${match[3]}-${match[2]}-${match[1]}`;
  if (ymd > today) return bookingMessages.birthdayFuture;
  if (ageOn(ymd, today) < MIN_DRIVER_AGE) return bookingMessages.birthdayMinAge;
  return '';
}
