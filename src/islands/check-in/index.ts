import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { CheckInIsland } from './CheckInIsland';

/** Online check-in on its own (a block or shortcode beside Manage my booking): the manage session's booking. */
export default defineIsland({ attributes, Component: CheckInIsland });
