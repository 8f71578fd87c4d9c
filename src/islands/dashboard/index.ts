import { defineIsland } from '../types';
import { dashboardAttributes } from '../attributes.generated';
import { DashboardIsland } from './DashboardIsland';

/** Call-centre dashboard (/dashboard). */
export default defineIsland({ attributes: dashboardAttributes, Component: DashboardIsland });
