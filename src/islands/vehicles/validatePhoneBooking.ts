import { vehicleMessages } from '../../messages/vehicles';
import { isPhoneDigits, required } from '../../lib/validation';
import { fieldErrors, type FieldRules } from '../../lib/fieldErrors';
import { renterNameRules } from '../../flows/renterNameRules';
import type { FormErrors } from '../../flows/contactRules';

export interface PhoneBookingForm {
  firstName: string;
  lastName: string;
  email: string;
  /** The local number as typed (digits only). */
  mobile: string;
  terms: boolean;
}

const rules: FieldRules<PhoneBookingForm> = {
  ...renterNameRules,
  mobile: [
    [required, vehicleMessages.mobileNumberRequired],
    [(mobile) => isPhoneDigits(mobile.trim()), vehicleMessages.mobileNumberInvalid],
  ],
  terms: [[(ticked) => ticked, vehicleMessages.phoneTermsRequired]],
};

/** The phone-booking rules of spec §5: each field's first failing message. */
export function validatePhoneBooking(form: PhoneBookingForm): FormErrors<PhoneBookingForm> {
  return fieldErrors(form, rules);
}
