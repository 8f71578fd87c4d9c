import { lazy } from 'react';
import { defineIsland, noProps } from '../types';

/** Staff sign-in (/sign-in). */
export default defineIsland({
  parseProps: noProps,
  Component: lazy(() => import('./SignIn').then((module) => ({ default: module.SignIn }))),
});
