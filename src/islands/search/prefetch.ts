import { getLocations, getVehicleCategories } from '../../api/booking';
import { prefetch } from '../../api/prefetch';
import type { SearchProps } from '../../flows/search/SearchPanel';
import { loadSearchVariant, parseVariant } from '../../flows/search/searchVariant';
import { placeholderProps } from '../placeholderProps';
import { attributes } from './attributes.generated';

/** The placeholder's props, parsed once for here and the mounter; none when they do not parse (the island then shows its error). */
function propsOf(placeholder: HTMLElement): SearchProps {
  try {
    return placeholderProps(placeholder, attributes);
  } catch {
    return {};
  }
}

/**
 * The search form's lists (flows/search/useSearchOptions) and, unless the page sets the variant
 * (query parameter or placeholder prop) or it is cached, the variant (useSearchVariant shares the
 * request), asked for while its chunk downloads.
 */
export function start(placeholder: HTMLElement): void {
  prefetch('locations', (signal) => getLocations({}, signal));
  prefetch('vehicle-categories', getVehicleCategories);
  const query = parseVariant(new URLSearchParams(window.location.search).get('search_variant'));
  if (!query && !propsOf(placeholder).variant) void loadSearchVariant();
}
