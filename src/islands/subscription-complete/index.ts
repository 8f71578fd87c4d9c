import { defineIsland, noProps } from '../types';
import { SubscriptionCompleteIsland } from './SubscriptionCompleteIsland';

/** Subscription complete on /subscription-complete (spec §2). */
export default defineIsland({ parseProps: noProps, Component: SubscriptionCompleteIsland });
