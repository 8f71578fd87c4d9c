import { useState } from 'react';
import { branchToday, getConfig } from '../../config';
import { bookingSearch, initialBookingSearch, type BookingSearch } from '../../state/bookingSearch';
import { parseVariant, type SearchVariant } from './searchVariant';
import { useSearchVariant } from './useSearchVariant';
import { SearchForm } from './SearchForm';
import { keptForReload } from '../../lib/keptForReload';
import { sameShape } from '../../lib/sameShape';

/**
 * What a page may set (the search island's placeholder props: `[chw_search variant="F"
 * promo_code="…" location="BNEA"]`, the block `carhire-widgets/search`; schema in island.json).
 */
export interface SearchProps {
  variant?: SearchVariant;
  promoCode?: string;
  /** A location code (e.g. `BNEA`): pre-selects the pickup branch. */
  location?: string;
  /** A vehicle category id (e.g. `0`, All Vehicles): pre-selects the vehicle type. */
  vehicleType?: string;
}

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** True on the home route (config.routes.home), where the form always starts empty. */
function onHomePage(): boolean {
  const home = new URL(getConfig().routes.home, window.location.href).pathname;
  return trimSlash(window.location.pathname) === trimSlash(home);
}

/**
 * The form's starting values: empty on home; elsewhere the stored search
 * (spec §2), without dates that have passed. A `promo_code` query parameter,
 * else the shortcode's promo code, pre-fills the promo field.
 */
function startingDraft(promoCode: string | undefined, params: URLSearchParams): BookingSearch {
  // Home starts empty, except once after the form's own Reload button (a code file had not loaded):
  // then what the renter had typed, as the words beside that button promise.
  const draft = onHomePage()
    ? (sameShape(initialBookingSearch(), keptForReload()) ?? initialBookingSearch())
    : { ...bookingSearch.value };
  if (draft.pickupDate && draft.pickupDate < branchToday(draft.pickupTimeZone)) {
    Object.assign(draft, { pickupDate: '', pickupTime: '', dropOffDate: '', dropOffTime: '' });
  }
  const promo = params.get('promo_code')?.trim() || promoCode;
  if (promo) draft.promoCode = promo;
  return draft;
}

/**
 * The search form with its variant and starting values resolved: the search island's content,
 * and the "Modify search" panel of the booking steps (flows/BookingLayout).
 */
export function SearchPanel({ variant, promoCode, location, vehicleType }: SearchProps) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const [initial] = useState(() => startingDraft(promoCode, params));
  // Deep links (`chw_…`, flows/search/deepLink.ts): their code loads only for a page that has one.
  // `;` too: a link whose `&` a copy escaped has `&amp;chw_…` (lib/deepLinks reads it; not imported
  // here, the home page's budget).
  const [deepLink] = useState(() =>
    vehicleType || /[?&;]chw_/.test(window.location.search) ? import('./followDeepLink') : undefined,
  );
  const resolved = useSearchVariant(parseVariant(params.get('search_variant')) ?? variant);
  return (
    <SearchForm
      variant={resolved}
      initial={initial}
      location={location}
      vehicleType={vehicleType}
      deepLink={deepLink}
    />
  );
}
