// @ts-check
/**
 * The demo host pages: every route of spec §2 and the island(s) each holds.
 * Tests iterate `PAGE_ROUTES`; `/specials/:promo` is listed with an example path.
 */

import { ISLAND_HEIGHTS, ISLAND_PAGES } from './islands.generated.mjs';
import { CONTENT_PAGES } from './site.generated.mjs';

/** @typedef {{path: string, title: string, heading: string, intro?: string, label?: string, islands: string[], props?: Record<string, string>, stripe?: boolean, referrerPolicy?: string, content?: string, pattern?: string}} PageRoute */

/** Minimum height (px) reserved for each island, from its island.json. */
export const ISLAND_MIN_HEIGHT = ISLAND_HEIGHTS;

/** Extra body of a page that holds an island (the locations list under the search). */
const ISLAND_PAGE_CONTENT = { '/car-rental-locations': 'locations' };

/** The branch pages (a search with its branch set): [slug, location code, name]. */
export const LOCATION_PAGES = ISLAND_PAGES.filter((page) => page.props?.location).map((page) => [
  page.path.replace('/car-rental-locations/', ''),
  /** @type {string} */ (page.props?.location),
  page.label ?? page.title,
]);

/**
 * Every page: the island pages of each island.json (src/islands/<name>/island.json), the content
 * pages of src/site.json, and the demo's page for one special offer.
 * @type {PageRoute[]}
 */
export const PAGE_ROUTES = [
  ...ISLAND_PAGES.map((page) => {
    const content = /** @type {Record<string, string>} */ (ISLAND_PAGE_CONTENT)[page.path];
    return content ? { ...page, content } : page;
  }),
  ...CONTENT_PAGES,
  {
    path: '/specials/save10',
    pattern: '/specials/:promo',
    title: 'Special offer',
    heading: 'Special offer',
    islands: [],
    content: 'special',
  },
];

/** Normalises a request path: no trailing slash (except "/"), lower case. @param {string} path */
export const normalisePath = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** @param {string} path @returns {{route: PageRoute, params: Record<string, string>} | null} */
export function matchRoute(path) {
  const p = normalisePath(path);
  const exact = PAGE_ROUTES.find((r) => !r.pattern && r.path === p);
  if (exact) return { route: exact, params: {} };
  const m = /^\/specials\/([a-z0-9_-]{1,40})$/.exec(p);
  if (m)
    return {
      route: /** @type {PageRoute} */ (PAGE_ROUTES.find((r) => r.pattern === '/specials/:promo')),
      params: { promo: m[1] },
    };
  return null;
}
