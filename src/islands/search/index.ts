import { defineIsland } from '../types';
import { parseSearchProps } from './parseSearchProps';
import { SearchIsland } from './SearchIsland';

/** The search form (home, location pages): props `{ variant?, promoCode? }`. */
export default defineIsland({ parseProps: parseSearchProps, Component: SearchIsland });
