import { defineIsland, noProps } from '../types';
import { Complete } from './Complete';

/** Booking complete (/complete). */
export default defineIsland({ parseProps: noProps, Component: Complete });
