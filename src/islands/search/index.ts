import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { SearchIsland } from './SearchIsland';

/** The search form (home, location pages): props `{ variant?, promoCode?, location? }` by island.json's rules. */
export default defineIsland({ attributes, Component: SearchIsland });
