import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Step 1, Select a Vehicle (/booking). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./VehiclesIsland').then((module) => ({ default: module.VehiclesIsland }))),
});
