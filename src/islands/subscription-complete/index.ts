import { defineIsland } from '../types';
import { subscriptionCompleteAttributes } from '../attributes.generated';
import { SubscriptionCompleteIsland } from './SubscriptionCompleteIsland';

/** Subscription complete on /subscription-complete (spec §2). */
export default defineIsland({ attributes: subscriptionCompleteAttributes, Component: SubscriptionCompleteIsland });
