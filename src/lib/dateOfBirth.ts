import { parseYmd } from './dates';

/**
 * The date of birth on the checkout: how a typed date is read and the renter's age from it. Apart
 * from dates.ts so that the pages without a birth date (home, the car list) do not load them.
 */

/** Whole years between a birth date and today (both `yyyy-mm-dd`). */
export function ageOn(birthYmd: string, todayText: string): number {
  const b = parseYmd(birthYmd);
  const t = parseYmd(todayText);
  if (!b || !t) return Number.NaN;
  let age = t[0] - b[0];
  if (t[1] < b[1] || (t[1] === b[1] && t[2] < b[2])) age -= 1;
  return age;
}

/**
 * A date typed by hand, in the dd/mm/yyyy the forms show, the way people type a date they know:
 * `15061990`, `15-6-1990`, `15.06.1990` or `15 06 1990` become `15/06/1990`. Anything else comes
 * back trimmed, for the form's rules to judge.
 */
export function typedDateToDisplay(text: string): string {
  const value = text.trim();
  const packed = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  const parts = packed ?? /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(value);
  if (!parts) return value;
  return `${parts[1].padStart(2, '0')}/${parts[2].padStart(2, '0')}/${parts[3]}`;
}
