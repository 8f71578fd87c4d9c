import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { SubscriptionCheckoutIsland } from './SubscriptionCheckoutIsland';

/** Subscription checkout on /subscription-checkout (spec §2, §4 Subscription flow 3–4). */
export default defineIsland({ attributes, Component: SubscriptionCheckoutIsland });
