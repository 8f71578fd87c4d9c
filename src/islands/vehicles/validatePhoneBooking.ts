import { bookingMessages } from '../../messages/booking';
import { vehicleMessages } from '../../messages/vehicles';
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
  if (!required(form.firstName)) errors.firstName = bookingMessages.firstNameRequired;
  if (!required(form.lastName)) errors.lastName = bookingMessages.lastNameRequired;
  if (!required(form.email)) errors.email = bookingMessages.emailRequired;
  else if (!isEmail(form.email)) errors.email = bookingMessages.emailInvalid;
  if (!required(form.mobile)) errors.mobile = vehicleMessages.mobileNumberRequired;
  else if (!isPhoneDigits(form.mobile.trim())) errors.mobile = vehicleMessages.mobileNumberInvalid;
  if (!form.terms) errors.terms = vehicleMessages.phoneTermsRequired;
  return errors;
}
