/** Generic rules of spec §5: each returns true when the value passes. */

/** Non-blank. */
export const required = (value: string | null | undefined): boolean => (value ?? '').trim().length > 0;

/** A simple email pattern: something@something.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

/** Digits only and not starting with 0 (booking and phone-booking mobile). */
export const isPhoneDigits = (value: string): boolean => /^[1-9]\d*$/.test(value);

/** Subscription phone: 7 to 15 digits, first digit 1-9. */
export const isSubscriptionPhone = (value: string): boolean => /^[1-9]\d{6,14}$/.test(value);

/**
 * A licence number given without its state of issue (spec §5's customer form, the checkout and
 * Manage my booking's update alike): the state is asked for only when a number is given.
 */
export const licenseStateMissing = (licenseNo: string, licenseState: string): boolean =>
  required(licenseNo) && !required(licenseState);

/** At least `min` characters after trimming. */
export const minLength = (value: string, min: number): boolean => value.trim().length >= min;

/** At most `max` characters. */
export const maxLength = (value: string, max: number): boolean => value.length <= max;

/** Matches a pattern. */
export const matches = (value: string, pattern: RegExp): boolean => pattern.test(value);

/** Keeps digits only and drops leading zeros (phone-booking field, spec §5). */
export const digitsWithoutLeadingZeros = (value: string): string => value.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The local part of a phone number as people write it, normalised as spec §5's rules need it:
 * spaces, dashes, dots and brackets dropped, the country's own code dropped when pasted with it
 * (`+61 412 345 678` or `0061…` with dial code 61), then the trunk 0 dropped. Anything else (a
 * letter, another country's code) stays, so the rules can still refuse it.
 * `('61', '0412 345 678')` → `412345678`; `('61', '+61 (0)412-345-678')` → `412345678`.
 */
export function localPhoneNumber(dialCode: string, typed: string): string {
  const code = dialCode.replace(/\D/g, '');
  let number = typed.trim().replace(/[\s().-]/g, '');
  if (code && (number.startsWith(`+${code}`) || number.startsWith(`00${code}`)))
    number = number.slice(number.indexOf(code) + code.length);
  return number.replace(/^0+/, '');
}

/**
 * The number sent to the API: dial code + the local number as `localPhoneNumber` normalises it,
 * digits only. `('61', '0412 345 678')` → `61412345678`.
 */
export function internationalNumber(dialCode: string, local: string): string {
  return `${dialCode.replace(/\D/g, '')}${localPhoneNumber(dialCode, local).replace(/\D/g, '')}`;
}
