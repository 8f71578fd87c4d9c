import { subscription } from '../state/subscription';

/**
 * The contact details kept from the subscription search, to prefill a form ('' when missing;
 * Australia, dial code 61, until a country was chosen).
 */
export function savedContact() {
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
