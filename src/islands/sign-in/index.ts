import { defineIsland, noProps } from '../types';
import { SignIn } from './SignIn';

/** Staff sign-in (/sign-in). */
export default defineIsland({ parseProps: noProps, Component: SignIn });
