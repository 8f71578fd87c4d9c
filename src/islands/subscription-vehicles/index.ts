import { defineIsland } from '../types';
import { subscriptionVehiclesAttributes } from '../attributes.generated';
import { loadPurifier } from '../../lib/sanitize';
import { SubscriptionVehiclesIsland } from './SubscriptionVehiclesIsland';

/** Subscription vehicle and package choice on /subscription-car-list (spec §2). */
export default defineIsland({
  attributes: subscriptionVehiclesAttributes,
  Component: SubscriptionVehiclesIsland,
  // Its first paint shows sanitised server HTML: load the sanitiser first, so nothing reflows. The
  // direct import() names DOMPurify's chunk here, so the build manifest preloads it with the island.
  preload: () => Promise.all([import('dompurify'), loadPurifier()]),
});
