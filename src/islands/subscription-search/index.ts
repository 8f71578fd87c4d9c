import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** The car subscription search form on /car-subscription (spec §2, §4 "Subscription flow"). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SubscriptionSearch').then((m) => ({ default: m.SubscriptionSearch }))),
});
