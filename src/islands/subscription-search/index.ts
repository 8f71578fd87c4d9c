import { defineIsland, noProps } from '../types';
import { SubscriptionSearchIsland } from './SubscriptionSearchIsland';

/** The car subscription search form on /car-subscription (spec §2, §4 "Subscription flow"). */
export default defineIsland({ parseProps: noProps, Component: SubscriptionSearchIsland });
