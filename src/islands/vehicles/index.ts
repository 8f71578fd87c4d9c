import { defineIsland, noProps } from '../types';
import { VehiclesIsland } from './VehiclesIsland';

/** Step 1, Select a Vehicle (/booking). */
export default defineIsland({ parseProps: noProps, Component: VehiclesIsland });
