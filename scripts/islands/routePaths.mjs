/** Config route key → page path, from the pages that name a route. @param {import('./facts.mjs').IslandEntry[]} list */
export const routePaths = (list) =>
  Object.fromEntries(
    list.flatMap(({ island }) => island.pages.filter((page) => page.route).map((page) => [page.route, page.path])),
  );
