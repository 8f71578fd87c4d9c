import { useState } from 'react';
import { useRequest } from '../../lib/useRequest';
import type { SearchVariant } from './searchVariant';
import { loadSearchVariant, readCachedVariant } from './searchVariant';

/**
 * The variant to show: `override` (query parameter or shortcode attribute)
 * when given, else the cached one, else fetched once; B until known.
 */
export function useSearchVariant(override: SearchVariant | undefined): SearchVariant {
  const [cached] = useState(readCachedVariant);
  // One request per page, shared by the islands that ask (searchVariant.ts): nothing to abort.
  const { data: fetched } = useRequest(override || cached ? null : 'search-variant', () => loadSearchVariant());
  return override ?? cached ?? fetched ?? 'B';
}
