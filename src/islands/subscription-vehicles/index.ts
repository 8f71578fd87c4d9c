import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { loadPurifier } from '../../lib/sanitize';
import { SubscriptionVehiclesIsland } from './SubscriptionVehiclesIsland';

/** Subscription vehicle and package choice on /subscription-car-list (spec §2). */
export default defineIsland({
  attributes,
  Component: SubscriptionVehiclesIsland,
  // Its first paint shows sanitised server HTML: load the sanitiser first, so nothing reflows. The
  // direct import() names DOMPurify's chunk here, so the build manifest preloads it with the island.
  preload: () => Promise.all([import('dompurify'), loadPurifier()]),
});
