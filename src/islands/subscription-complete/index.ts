import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Subscription complete on /subscription-complete (spec §2). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SubscriptionComplete').then((m) => ({ default: m.SubscriptionComplete }))),
});
