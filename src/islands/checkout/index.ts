import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Step 3, driver details and card (/checkout). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./Checkout').then((module) => ({ default: module.Checkout }))),
});
