import { defineIsland, noProps } from '../types';
import { NotBuiltYet } from '../NotBuiltYet';

/** Placeholder until the island lands (its issue builds it). */
export default defineIsland({ parseProps: noProps, Component: () => NotBuiltYet({ name: 'liability-extras' }) });
