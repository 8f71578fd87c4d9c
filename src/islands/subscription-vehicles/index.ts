import { lazy } from 'react';
import { defineIsland, noProps } from '../types';
import { loadPurifier } from '../../lib/sanitize';

/** Subscription vehicle and package choice on /subscription-car-list (spec §2). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SubscriptionVehicles').then((m) => ({ default: m.SubscriptionVehicles }))),
  // Its first paint shows sanitised server HTML: load the sanitiser (and the component) first, so nothing reflows.
  preload: () => Promise.all([loadPurifier(), import('./SubscriptionVehicles')]),
});
