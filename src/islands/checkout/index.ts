import { defineIsland, noProps } from '../types';
import { Checkout } from './Checkout';

/** Step 3, driver details and card (/checkout). */
export default defineIsland({ parseProps: noProps, Component: Checkout });
