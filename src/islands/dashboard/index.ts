import { defineIsland, noProps } from '../types';
import { Dashboard } from './Dashboard';

/** Call-centre dashboard (/dashboard). */
export default defineIsland({ parseProps: noProps, Component: Dashboard });
