import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Subscription checkout on /subscription-checkout (spec §2, §4 Subscription flow 3–4). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SubscriptionCheckout').then((m) => ({ default: m.SubscriptionCheckout }))),
});
