import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { SubscriptionSearchIsland } from './SubscriptionSearchIsland';

/** The car subscription search form on /car-subscription (spec §2, §4 "Subscription flow"). */
export default defineIsland({ attributes, Component: SubscriptionSearchIsland });
