import { defineIsland, noProps } from '../types';
import { SubscriptionComplete } from './SubscriptionComplete';

/** Subscription complete on /subscription-complete (spec §2). */
export default defineIsland({ parseProps: noProps, Component: SubscriptionComplete });
