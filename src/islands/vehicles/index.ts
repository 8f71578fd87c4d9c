import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { openLinkedQuote } from '../../flows/quote/openLinkedQuote';
import { VehiclesIsland } from './VehiclesIsland';

/** Step 1, Select a Vehicle (/booking). */
export default defineIsland({ attributes, Component: VehiclesIsland, preload: () => openLinkedQuote(1) });
