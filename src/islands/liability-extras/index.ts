import { lazy } from 'react';
import { defineIsland, noProps } from '../types';
import { loadPurifier } from '../../lib/sanitize';

/** Step 2, Liabilities & Extras (/liability-extra). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./LiabilityExtras').then((module) => ({ default: module.LiabilityExtras }))),
  // Its first paint shows sanitised server HTML: load the sanitiser (and the component) first, so nothing reflows.
  preload: () => Promise.all([loadPurifier(), import('./LiabilityExtras')]),
});
