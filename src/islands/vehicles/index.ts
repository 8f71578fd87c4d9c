import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { VehiclesIsland } from './VehiclesIsland';

/** Step 1, Select a Vehicle (/booking). */
export default defineIsland({ attributes, Component: VehiclesIsland });
