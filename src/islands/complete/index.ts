import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Booking complete (/complete). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./Complete').then((module) => ({ default: module.Complete }))),
});
