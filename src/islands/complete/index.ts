import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { CompleteIsland } from './CompleteIsland';

/** Booking complete (/complete). */
export default defineIsland({ attributes, Component: CompleteIsland });
