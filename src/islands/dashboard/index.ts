import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Call-centre dashboard (/dashboard). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./Dashboard').then((module) => ({ default: module.Dashboard }))),
});
