import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Step 2, Liabilities & Extras (/liability-extra). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./LiabilityExtras').then((module) => ({ default: module.LiabilityExtras }))),
  minHeight: '640px',
});
