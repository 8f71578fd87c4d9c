import { createElement, type ComponentType, type ReactElement } from 'react';
import type { AttributeRules, AttributeValues } from '../lib/parseAttributes';
import { placeholderProps } from './placeholderProps';

/**
 * What an island's `index.ts` exports: its attribute rules (generated from its island.json into
 * attributes.generated.ts, the rules the shortcode applies too) and its component.
 */
export interface IslandDefinition<R extends AttributeRules> {
  attributes: R;
  Component: ComponentType<AttributeValues<R>>;
  /** Work to finish before the first render (e.g. the HTML sanitiser), so the first paint is final. */
  preload?: () => Promise<unknown>;
}

/**
 * An island as the mounter sees it. Each island has its own props type, so the registry holds
 * islands with their props type closed over: `render` takes the island's placeholder, parses its
 * props (placeholderProps: throwing for props that are not JSON or not an object) and returns the
 * island's element, so only an island's own parsed props ever reach its component.
 */
export interface Island {
  render(placeholder: HTMLElement): ReactElement;
  preload?: () => Promise<unknown>;
}

/** How the registry loads an island: its index.ts chunk, whose default export is the island. */
export type IslandLoader = () => Promise<{ default: Island }>;

/** An island's index.ts default export, from its attribute rules and component. */
export function defineIsland<R extends AttributeRules>({
  attributes,
  Component,
  preload,
}: IslandDefinition<R>): Island {
  return { render: (placeholder) => createElement(Component, placeholderProps(placeholder, attributes)), preload };
}
