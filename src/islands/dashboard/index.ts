import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { DashboardIsland } from './DashboardIsland';

/** Call-centre dashboard (/dashboard). */
export default defineIsland({ attributes, Component: DashboardIsland });
