import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { ManageBookingIsland } from './ManageBookingIsland';

/** Manage my booking (/manage-booking): find, view, change and cancel a paid booking. */
export default defineIsland({ attributes, Component: ManageBookingIsland });
