import { defineIsland, noProps } from '../types';
import { SignInIsland } from './SignInIsland';

/** Staff sign-in (/sign-in). */
export default defineIsland({ parseProps: noProps, Component: SignInIsland });
