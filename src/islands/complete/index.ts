import { defineIsland } from '../types';
import { completeAttributes } from '../attributes.generated';
import { CompleteIsland } from './CompleteIsland';

/** Booking complete (/complete). */
export default defineIsland({ attributes: completeAttributes, Component: CompleteIsland });
