import { displayToYmd, ymdToDisplay } from '../../lib/dates';
import { maxLength, required } from '../../lib/validation';
import { checkinMessages } from '../../messages/checkin';
import { FLIGHT_NUMBER_MAX_LENGTH, LICENSE_NO_MAX_LENGTH } from '../../rules.generated';
import { validateBirthday } from '../validateBirthday';

/**
 * Check-in's rules as the renter types (the server checks each again, and more: the main driver's
 * birth date as booked, the age rules of the car): the checkout's licence rules (src/rules.json
 * and lib/validation), an expiry that covers the return, an arrival within the branch's hours, and
 * the signature as the main driver's full name. Each returns the fields' errors; none: all good.
 */

/** A licence as typed: dates as dd/mm/yyyy. */
export interface LicenceForm {
  birthDate: string;
  licenseNo: string;
  licenseState: string;
  expiry: string;
}

export type LicenceErrors = Partial<Record<keyof LicenceForm, string>>;

/** The licence's errors; `today` and `returnDate` are yyyy-mm-dd (the branch's). */
export function licenceErrors(form: LicenceForm, today: string, returnDate: string): LicenceErrors {
  const errors: LicenceErrors = {};
  const birth = validateBirthday(form.birthDate, today);
  if (birth) errors.birthDate = birth;
  if (!required(form.licenseNo)) errors.licenseNo = checkinMessages.checkinLicenceNoRequired;
  else if (!maxLength(form.licenseNo.trim(), LICENSE_NO_MAX_LENGTH))
    errors.licenseNo = checkinMessages.checkinLicenceNoLength(LICENSE_NO_MAX_LENGTH);
  if (!required(form.licenseState)) errors.licenseState = checkinMessages.checkinLicenceStateRequired;
  const expiry = displayToYmd(form.expiry);
  if (!required(form.expiry)) errors.expiry = checkinMessages.checkinExpiryRequired;
  else if (!expiry) errors.expiry = checkinMessages.checkinExpiryFormat;
  else if (expiry < returnDate) errors.expiry = checkinMessages.checkinExpiryBeforeReturn(ymdToDisplay(returnDate));
  return errors;
}

/**
 * The arrival's errors: a time (HH:mm) within the branch's hours that day, a flight number and a
 * note (at most `noteMax`, CHECKIN_NOTE_MAX_LENGTH) that fit.
 */
export function arrivalErrors(
  arrival: { flight: string; time: string; note: string },
  hours: { open: string; close: string } | null,
  noteMax: number,
): { flight?: string; time?: string; note?: string } {
  const errors: { flight?: string; time?: string; note?: string } = {};
  if (!maxLength(arrival.flight.trim(), FLIGHT_NUMBER_MAX_LENGTH))
    errors.flight = checkinMessages.checkinFlightLength(FLIGHT_NUMBER_MAX_LENGTH);
  if (!/^\d{2}:\d{2}$/.test(arrival.time)) errors.time = checkinMessages.checkinArrivalRequired;
  else if (hours && (arrival.time < hours.open || arrival.time > hours.close))
    errors.time = checkinMessages.checkinArrivalOutside(hours.open, hours.close);
  if (!maxLength(arrival.note, noteMax)) errors.note = checkinMessages.checkinNoteLength(noteMax);
  return errors;
}

/** A name as the server compares it: trimmed, single spaces, any case. */
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The signature's error: it must be the main driver's full name (any case, any spacing). */
export function signatureError(typed: string, fullName: string): string {
  if (!required(typed)) return checkinMessages.checkinSignRequired;
  return normalName(typed) === normalName(fullName) ? '' : checkinMessages.checkinSignMismatch(fullName);
}
