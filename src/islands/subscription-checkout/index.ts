import { defineIsland, noProps } from '../types';
import { SubscriptionCheckoutIsland } from './SubscriptionCheckoutIsland';

/** Subscription checkout on /subscription-checkout (spec §2, §4 Subscription flow 3–4). */
export default defineIsland({ parseProps: noProps, Component: SubscriptionCheckoutIsland });
