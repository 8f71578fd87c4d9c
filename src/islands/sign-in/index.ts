import { defineIsland } from '../types';
import { signInAttributes } from '../attributes.generated';
import { SignInIsland } from './SignInIsland';

/** Staff sign-in (/sign-in). */
export default defineIsland({ attributes: signInAttributes, Component: SignInIsland });
