/** Generic rules of spec §5: each returns true when the value passes. */

/** Non-blank. */
export const required = (value: string | null | undefined): boolean => (value ?? '').trim().length > 0;

/** A simple email pattern: something@something.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

/** Digits only and not starting with 0 (booking and phone-booking mobile). */
export const isPhoneDigits = (value: string): boolean => /^[1-9]\d*$/.test(value);

/** Subscription phone: 7 to 15 digits, first digit 1-9. */
export const isSubscriptionPhone = (value: string): boolean => /^[1-9]\d{6,14}$/.test(value);

/** At least `min` characters after trimming. */
export const minLength = (value: string, min: number): boolean => value.trim().length >= min;

/** At most `max` characters. */
export const maxLength = (value: string, max: number): boolean => value.length <= max;

/** Matches a pattern. */
export const matches = (value: string, pattern: RegExp): boolean => pattern.test(value);

/** Keeps digits only and drops leading zeros (phone-booking field, spec §5). */
export const digitsWithoutLeadingZeros = (value: string): string => value.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The number sent to the API: dial code + local number with its leading 0
 * dropped, digits only. `('61', '0412 345 678')` → `61412345678`.
 */
export function internationalNumber(dialCode: string, local: string): string {
  return `${dialCode.replace(/\D/g, '')}${digitsWithoutLeadingZeros(local)}`;
}
