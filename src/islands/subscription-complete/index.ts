import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { SubscriptionCompleteIsland } from './SubscriptionCompleteIsland';

/** Subscription complete on /subscription-complete (spec §2). */
export default defineIsland({ attributes, Component: SubscriptionCompleteIsland });
