import { loadDraft } from '../lib/sessionDraft';
import { internationalNumber } from '../lib/validation';
import { bookingSearch } from '../state/bookingSearch';

/** The address marker of "Request a call" (the link of flows/ApiDownHelp.tsx to the enquiry island): fill in the known contact. */
export const CONTACT_PREFILL_HASH = 'chw-contact';

/** A renter's contact details as the enquiry form takes them. */
export interface KnownContact {
  name: string;
  email: string;
  phone: string;
}

/** `+` and the digits of a number typed with its dial code; '' when none was typed. */
const dialable = (dialCode: string, local: string) => (local.trim() ? `+${internationalNumber(dialCode, local)}` : '');

/**
 * What this renter already typed in this browser: the checkout's draft (this tab) first, then the
 * search's stored contact fields (which expire after 24 hours). Empty strings where nothing was.
 */
export function knownContact(): KnownContact {
  const draft = loadDraft('checkout', { firstName: '', lastName: '', email: '', mobile: '', dialCode: '61' });
  const search = bookingSearch.value;
  return {
    name: `${draft.firstName} ${draft.lastName}`.trim() || search.firstName.trim(),
    email: draft.email.trim() || search.email.trim(),
    phone: dialable(draft.dialCode, draft.mobile) || dialable(search.mobileCountryCode, search.mobileNumber),
  };
}
