import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * What an island's `index.ts` exports: how to parse its placeholder props
 * (once, at the boundary; throw for props it cannot use) and its component.
 */
export interface IslandDefinition<P extends object = object> {
  parseProps: (raw: unknown) => P;
  Component: ComponentType<P>;
  /** Work to finish before the first render (e.g. the HTML sanitiser), so the first paint is final. */
  preload?: () => Promise<unknown>;
}

/**
 * An island as the mounter sees it. Each island has its own props type, so the registry holds
 * islands with their props type closed over: `render` parses the placeholder's props (throwing
 * for props it cannot use) and returns the island's element, so only an island's own parsed
 * props ever reach its component.
 */
export interface Island {
  render(rawProps: unknown): ReactElement;
  preload?: () => Promise<unknown>;
}

/** How the registry loads an island: its index.ts chunk, whose default export is the island. */
export type IslandLoader = () => Promise<{ default: Island }>;

/** An island's index.ts default export, from its props parser and component. */
export function defineIsland<P extends object>({ parseProps, Component, preload }: IslandDefinition<P>): Island {
  return { render: (rawProps) => createElement(Component, parseProps(rawProps)), preload };
}

/** Parser for islands that take no props: any object (or none) is fine. */
export const noProps = (raw: unknown): Record<string, never> => {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new TypeError('Island props must be a JSON object.');
  }
  return {};
};
