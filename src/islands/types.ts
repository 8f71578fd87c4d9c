import type { ComponentType } from 'react';

/**
 * What an island's `index.ts` exports: how to parse its placeholder props
 * (once, at the boundary; throw for props it cannot use) and its component.
 */
export interface IslandDefinition<P extends object = object> {
  parseProps(raw: unknown): P;
  Component: ComponentType<P>;
  /** Work to finish before the first render (e.g. the HTML sanitiser), so the first paint is final. */
  preload?: () => Promise<unknown>;
}

/** Identity helper that keeps the props type of an island definition. */
export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

/** Parser for islands that take no props: any object (or none) is fine. */
export const noProps = (raw: unknown): Record<string, never> => {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new TypeError('Island props must be a JSON object.');
  }
  return {};
};
