import { defineIsland, noProps } from '../types';
import { CompleteIsland } from './CompleteIsland';

/** Booking complete (/complete). */
export default defineIsland({ parseProps: noProps, Component: CompleteIsland });
