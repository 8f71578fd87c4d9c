import { lazy } from 'react';
import { defineIsland } from '../types';
import { parseSearchProps } from './parseSearchProps';

/** The search form (home, location pages): props `{ variant?, promoCode? }`. */
export default defineIsland({
  parseProps: parseSearchProps,
  Component: lazy(() => import('./SearchIsland').then((module) => ({ default: module.SearchIsland }))),
});
