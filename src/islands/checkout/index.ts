import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { openLinkedQuote } from '../../flows/quote/openLinkedQuote';
import { CheckoutIsland } from './CheckoutIsland';

/** Step 3, driver details and card (/checkout). */
export default defineIsland({ attributes, Component: CheckoutIsland, preload: () => openLinkedQuote(3) });
