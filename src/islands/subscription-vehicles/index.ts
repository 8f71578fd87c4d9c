import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Subscription vehicle and package choice on /subscription-car-list (spec §2). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SubscriptionVehicles').then((m) => ({ default: m.SubscriptionVehicles }))),
  minHeight: '640px',
});
