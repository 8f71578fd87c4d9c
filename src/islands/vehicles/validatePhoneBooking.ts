import { messages } from '../../messages';
import { isEmail, isPhoneDigits, required } from '../../lib/validation';

export interface PhoneBookingForm {
  firstName: string;
  lastName: string;
  email: string;
  /** The local number as typed (digits only). */
  mobile: string;
  terms: boolean;
}

export type PhoneBookingErrors = Partial<Record<keyof PhoneBookingForm, string>>;

/** The phone-booking rules of spec §5: each field's first failing message. */
export function validatePhoneBooking(form: PhoneBookingForm): PhoneBookingErrors {
  const errors: PhoneBookingErrors = {};
  if (!required(form.firstName)) errors.firstName = messages.firstNameRequired;
  if (!required(form.lastName)) errors.lastName = messages.lastNameRequired;
  if (!required(form.email)) errors.email = messages.emailRequired;
  else if (!isEmail(form.email)) errors.email = messages.emailInvalid;
  if (!required(form.mobile)) errors.mobile = messages.mobileNumberRequired;
  else if (!isPhoneDigits(form.mobile.trim())) errors.mobile = messages.mobileNumberInvalid;
  if (!form.terms) errors.terms = messages.phoneTermsRequired;
  return errors;
}
