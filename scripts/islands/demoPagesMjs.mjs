import { HEADER } from './facts.mjs';
import { routePaths } from './routePaths.mjs';

/**
 * `demo/pages/islands.generated.mjs`: the demo's island pages, heights and route paths.
 * @param {import('./facts.mjs').IslandEntry[]} list
 */
export function demoPagesMjs(list) {
  const pages = list.flatMap(({ island }) =>
    island.pages.map((page) => ({
      path: page.path,
      title: page.title,
      heading: page.heading ?? page.title,
      ...(page.intro ? { intro: page.intro } : {}),
      ...(page.label ? { label: page.label } : {}),
      islands: [island.name],
      ...(page.attributes ? { props: page.attributes } : {}),
      ...(island.stripe ? { stripe: true } : {}),
      ...(island.referrerPolicy ? { referrerPolicy: island.referrerPolicy } : {}),
    })),
  );
  const heights = Object.fromEntries(list.map(({ island }) => [island.name, island.heights]));
  const routes = routePaths(list);
  return `// @ts-check
// ${HEADER}

/** @typedef {{path: string, title: string, heading: string, intro?: string, label?: string, islands: string[], props?: Record<string, string>, stripe?: boolean, referrerPolicy?: string}} IslandPage */

/** Every page that holds an island, in island order. @type {IslandPage[]} */
export const ISLAND_PAGES = ${JSON.stringify(pages, null, 2)};

/** Reserved placeholder heights (px) per island, and the query parameter that makes one the screen's height. @type {Record<string, {desktop: number, narrow: number, screenWith?: string}>} */
export const ISLAND_HEIGHTS = ${JSON.stringify(heights, null, 2)};

/** Config route key → path of the island page that serves it. @type {Record<string, string>} */
export const ISLAND_ROUTES = ${JSON.stringify(routes, null, 2)};
`;
}
