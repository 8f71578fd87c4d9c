import { defineIsland, noProps } from '../types';
import { DashboardIsland } from './DashboardIsland';

/** Call-centre dashboard (/dashboard). */
export default defineIsland({ parseProps: noProps, Component: DashboardIsland });
