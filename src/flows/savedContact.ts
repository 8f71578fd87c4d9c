import { subscription } from '../state/subscription';

/** The contact details kept from the subscription search, to prefill a form ('' when missing; dial code 61). */
export function savedContact() {
  const saved = subscription.value;
  return {
    firstName: saved.firstName ?? '',
    lastName: saved.lastName ?? '',
    email: saved.email ?? '',
    mobileNumber: saved.mobileNumber ?? '',
    mobileCountryCode: saved.mobileCountryCode ?? '61',
  };
}
