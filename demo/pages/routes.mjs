// @ts-check
/**
 * The demo host pages: every route of spec §2 and the island(s) each holds.
 * Tests iterate `PAGE_ROUTES`; `/specials/:promo` is listed with an example path.
 */

/** @typedef {{path: string, title: string, heading: string, intro?: string, islands: string[], stripe?: boolean, content?: string, location?: string, pattern?: string}} PageRoute */

/** Minimum height reserved for each island so mounting shifts nothing (CLS 0). */
export const ISLAND_MIN_HEIGHT = {
  search: '34rem',
  vehicles: '60rem',
  'liability-extras': '56rem',
  checkout: '72rem',
  complete: '36rem',
  'sign-in': '26rem',
  dashboard: '44rem',
  enquiry: '32rem',
  'subscription-search': '44rem',
  'subscription-vehicles': '64rem',
  'subscription-checkout': '80rem',
  'subscription-complete': '36rem',
};

/** [slug, location code, name] */
export const LOCATION_PAGES = [
  ['brisbane-airport', 'BNEA', 'Brisbane Airport'],
  ['melbourne-airport', 'MELA', 'Melbourne Airport'],
  ['gold-coast-airport', 'OOLA', 'Gold Coast Airport'],
  ['sydney-airport', 'SYDA', 'Sydney Airport'],
  ['logan', 'LGN', 'Logan'],
  ['victoria/melbourne-cbd', 'MELC', 'Melbourne CBD'],
  ['queensland/gold-coast', 'GCC', 'Gold Coast'],
  ['queensland/brisbane-city', 'BNEC', 'Brisbane City'],
  ['nsw/sydney-cbd', 'SYDC', 'Sydney CBD'],
];

/** @type {PageRoute[]} */
export const PAGE_ROUTES = [
  { path: '/', title: 'Car hire across Australia', heading: 'Car hire made easy', intro: 'Compare cars at airports and city branches across Australia. Pay now and save, or pay later with a card preauthorisation.', islands: ['search'] },
  { path: '/car-rental-locations', title: 'Car rental locations', heading: 'Car rental locations', intro: 'Pick up at an airport or a city branch in Queensland, New South Wales, Victoria and beyond.', islands: ['search'], content: 'locations' },
  ...LOCATION_PAGES.map(([slug, code, name]) => ({
    path: `/car-rental-locations/${slug}`,
    title: `Car hire ${name}`,
    heading: `Car hire at ${name}`,
    intro: `Friendly service and well-kept cars at our ${name} branch. Search below to see what is available for your dates.`,
    islands: ['search'],
    location: code,
  })),
  { path: '/booking', title: 'Select a vehicle', heading: 'Select a vehicle', islands: ['vehicles'] },
  { path: '/liability-extra', title: 'Liabilities & extras', heading: 'Liabilities & extras', islands: ['liability-extras'] },
  { path: '/checkout', title: 'Checkout', heading: 'Checkout', islands: ['checkout'], stripe: true },
  { path: '/complete', title: 'Booking complete', heading: 'Booking complete', islands: ['complete'] },
  { path: '/sign-in', title: 'Staff sign in', heading: 'Staff sign in', islands: ['sign-in'] },
  { path: '/dashboard', title: 'Call-centre dashboard', heading: 'Call-centre dashboard', islands: ['dashboard'] },
  { path: '/request-a-call', title: 'Request a call', heading: 'Request a call', intro: 'Leave your details and our team will call you back.', islands: ['enquiry'] },
  { path: '/long-term-car-rental', title: 'Long-term car rental', heading: 'Long-term car rental', intro: 'Need a car for a month or more? Tell us how to reach you and we will put together a quote.', islands: ['enquiry'] },
  { path: '/car-subscription', title: 'Car subscription', heading: 'Car subscription', intro: 'One weekly or fortnightly payment covers the car, registration, servicing and insurance.', islands: ['subscription-search'] },
  { path: '/subscription-car-list', title: 'Choose your subscription car', heading: 'Choose your subscription car', islands: ['subscription-vehicles'] },
  { path: '/subscription-checkout', title: 'Subscription checkout', heading: 'Subscription checkout', islands: ['subscription-checkout'], stripe: true },
  { path: '/subscription-complete', title: 'Subscription complete', heading: 'Subscription complete', islands: ['subscription-complete'] },
  { path: '/product-review', title: 'Customer reviews', heading: 'What our customers say', islands: [], content: 'reviews' },
  { path: '/specials', title: 'Specials', heading: 'Car hire specials', islands: [], content: 'specials' },
  { path: '/specials/save10', pattern: '/specials/:promo', title: 'Special offer', heading: 'Special offer', islands: [], content: 'special' },
  { path: '/terms-and-conditions', title: 'Terms and conditions', heading: 'Rental terms and conditions', islands: [], content: 'terms' },
];

/** Normalises a request path: no trailing slash (except "/"), lower case. @param {string} path */
export const normalisePath = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** @param {string} path @returns {{route: PageRoute, params: Record<string, string>} | null} */
export function matchRoute(path) {
  const p = normalisePath(path);
  const exact = PAGE_ROUTES.find((r) => !r.pattern && r.path === p);
  if (exact) return { route: exact, params: {} };
  const m = /^\/specials\/([a-z0-9_-]{1,40})$/.exec(p);
  if (m) return { route: /** @type {PageRoute} */ (PAGE_ROUTES.find((r) => r.pattern === '/specials/:promo')), params: { promo: m[1] } };
  return null;
}
