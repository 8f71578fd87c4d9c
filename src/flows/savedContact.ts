import { subscription } from '../state/subscription';

/** The renter's contact details on the subscription forms (search, then checkout). */
export interface SubscriptionContact {
  firstName: string;
  lastName: string;
  email: string;
  /** The local number as typed. */
  mobileNumber: string;
  /** Dial code without +, e.g. `61`. */
  mobileCountryCode: string;
  /** The phone's country, e.g. `au`: shown again when the form is restored. */
  mobileCountry: string;
}

/**
 * The phone field's props for a form's contact: the number, and the country with its dial code
 * (kept together, so a restored form shows the country the number was typed for).
 */
export const contactPhone = (
  values: SubscriptionContact,
  set: (key: 'mobileNumber' | 'mobileCountry' | 'mobileCountryCode', value: string) => void,
) => ({
  value: values.mobileNumber,
  onChange: (value: string) => set('mobileNumber', value),
  country: values.mobileCountry,
  onCountryChange: (iso2: string, dialCode: string) => {
    set('mobileCountry', iso2);
    set('mobileCountryCode', dialCode);
  },
});

/**
 * The contact details kept from the subscription search, to prefill a form ('' when missing;
 * Australia, dial code 61, until a country was chosen).
 */
export function savedContact(): SubscriptionContact {
  const saved = subscription.value;
  return {
    firstName: saved.firstName ?? '',
    lastName: saved.lastName ?? '',
    email: saved.email ?? '',
    mobileNumber: saved.mobileNumber ?? '',
    mobileCountryCode: saved.mobileCountryCode ?? '61',
    mobileCountry: saved.mobileCountry || 'au',
  };
}
