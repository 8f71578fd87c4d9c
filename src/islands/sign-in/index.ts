import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { SignInIsland } from './SignInIsland';

/** Staff sign-in (/sign-in). */
export default defineIsland({ attributes, Component: SignInIsland });
