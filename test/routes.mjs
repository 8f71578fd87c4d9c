/**
 * The product's route paths (spec §2), read from the generated table src/routes.generated.ts
 * (written from each island.json and src/site.json), so a test goes where the widgets go instead of
 * typing a path twice: `env.url(routes.checkout)`.
 */
import { importSource } from './source.mjs';

/** @typedef {typeof import('../src/routes.generated.ts').islandRoutes & typeof import('../src/routes.generated.ts').contentRoutes} RouteTable */

const { islandRoutes, contentRoutes } = await importSource('src/routes.generated.ts');

/** Every route's default path by its config key (`routes.liabilityExtra` is '/liability-extra'). @type {RouteTable} */
export const routes = { ...islandRoutes, ...contentRoutes };
