import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { openLinkedQuote } from '../../flows/quote/openLinkedQuote';
import { loadPurifier } from '../../lib/sanitize';
import { LiabilityExtrasIsland } from './LiabilityExtrasIsland';

/** Step 2, Liabilities & Extras (/liability-extra). */
export default defineIsland({
  attributes,
  Component: LiabilityExtrasIsland,
  // Its first paint shows sanitised server HTML: load the sanitiser first, so nothing reflows. The
  // direct import() names DOMPurify's chunk here, so the build manifest preloads it with the island.
  // A page opened from a quote link opens the quote first (flows/quote).
  preload: () => Promise.all([import('dompurify'), loadPurifier(), openLinkedQuote(2)]),
});
