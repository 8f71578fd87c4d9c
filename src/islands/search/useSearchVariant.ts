import { useEffect, useState } from 'react';
import type { SearchVariant } from './parseSearchProps';
import { loadSearchVariant, readCachedVariant } from './searchVariant';

/**
 * The variant to show: `override` (query parameter or shortcode attribute)
 * when given, else the cached one, else fetched once; B until known.
 */
export function useSearchVariant(override: SearchVariant | undefined): SearchVariant {
  const [known, setKnown] = useState(readCachedVariant);
  useEffect(() => {
    if (override || known) return;
    let live = true;
    void loadSearchVariant().then((variant) => {
      if (live && variant) setKnown(variant);
    });
    return () => {
      live = false;
    };
  }, [override, known]);
  return override ?? known ?? 'B';
}
