import { defineIsland, noProps } from '../types';
import { CheckoutIsland } from './CheckoutIsland';

/** Step 3, driver details and card (/checkout). */
export default defineIsland({ parseProps: noProps, Component: CheckoutIsland });
