import type { SaveCustomerRequest } from '../../api/types';
import { displayToYmd } from '../../lib/dates';
import {
  internationalNumber,
  isPhoneDigits,
  licenseStateMissing,
  localPhoneNumber,
  maxLength,
  required,
} from '../../lib/validation';
import { bookingMessages } from '../../messages/booking';
import { FLIGHT_NUMBER_MAX_LENGTH } from '../../rules.generated';
import { validateBirthday } from '../../flows/validateBirthday';
import { fieldErrors, type FieldRules } from '../../lib/fieldErrors';
import { renterNameRules } from '../../flows/renterNameRules';

/** The driver's details as typed (spec §3 Customer form). */
export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Local number as typed. */
  mobile: string;
  /** Dial code of the phone field's country, e.g. '61'. */
  dialCode: string;
  /** The phone field's country (ISO2), so a restored draft shows the same one. */
  phoneCountry: string;
  /** dd/mm/yyyy */
  birthday: string;
  licenseNo: string;
  licenseState: string;
  flightNo: string;
  terms: boolean;
}

export type CustomerErrors = Partial<Record<keyof CustomerForm, string>>;

export const emptyCustomerForm = (): CustomerForm => ({
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  dialCode: '61',
  phoneCountry: 'au',
  birthday: '',
  licenseNo: '',
  licenseState: '',
  flightNo: '',
  terms: false,
});

const rules: FieldRules<CustomerForm> = {
  ...renterNameRules,
  mobile: [
    [required, bookingMessages.contactNumberRequired],
    // The rule applies to the number as sent: 0412 345 678 and a pasted +61 412 345 678 are valid.
    [(mobile, form) => isPhoneDigits(localPhoneNumber(form.dialCode, mobile)), bookingMessages.contactNumberInvalid],
  ],
  licenseState: [[(state, form) => !licenseStateMissing(form.licenseNo, state), bookingMessages.licenseStateRequired]],
  flightNo: [[(flightNo) => maxLength(flightNo, FLIGHT_NUMBER_MAX_LENGTH), bookingMessages.flightNumberLength]],
  terms: [[(ticked) => ticked, bookingMessages.termsRequired]],
};

/**
 * Every rule of spec §5 "Booking customer details"; each field gets its first
 * failing message. The licence state is asked for when a licence number is
 * given (the spec leaves the helper's further rules open).
 */
export function validateCustomer(form: CustomerForm, today: string): CustomerErrors {
  const errors = fieldErrors(form, rules);
  const birthday = validateBirthday(form.birthday, today);
  if (birthday) errors.birthday = birthday;
  return errors;
}

/** The POST /save-customer body: mobile with the dial code, birthday yyyy-mm-dd. */
export function saveCustomerBody(form: CustomerForm, bookingToken: string): SaveCustomerRequest {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim(),
    mobile_number: internationalNumber(form.dialCode, form.mobile),
    mobile_country_code: form.dialCode,
    birthday: displayToYmd(form.birthday),
    license_no: form.licenseNo.trim(),
    license_state: form.licenseState,
    flight_no: form.flightNo.trim(),
    booking_token: bookingToken,
  };
}
