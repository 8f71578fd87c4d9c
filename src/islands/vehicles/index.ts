import { defineIsland } from '../types';
import { vehiclesAttributes } from '../attributes.generated';
import { VehiclesIsland } from './VehiclesIsland';

/** Step 1, Select a Vehicle (/booking). */
export default defineIsland({ attributes: vehiclesAttributes, Component: VehiclesIsland });
