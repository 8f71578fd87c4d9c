import { contentRoutes } from '../site.mjs';
import { HEADER } from './facts.mjs';
import { routePaths } from './routePaths.mjs';

/**
 * `src/routes.generated.ts`: the default path of each route (src/config.ts's defaults).
 * @param {import('./facts.mjs').IslandEntry[]} list @param {import('../site.mjs').Site} site
 */
export function routesTs(list, site) {
  /** @param {Record<string, string>} routes */
  const lines = (routes) => Object.entries(routes).map(([key, path]) => `  ${key}: '${path}',`);
  return `// ${HEADER}

/** The default path of each route served by an island page (island.json "route"). */
export const islandRoutes = {
${lines(routePaths(list)).join('\n')}
} as const;

/** The default path of each content page that is a route (src/site.json). */
export const contentRoutes = {
${lines(contentRoutes(site)).join('\n')}
} as const;

/** Every route key of the config's \`routes\`. */
export type RouteKey = keyof typeof islandRoutes | keyof typeof contentRoutes;

/** A URL for every route of spec §2. */
export type Routes = Record<RouteKey, string>;
`;
}
