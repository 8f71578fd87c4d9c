import type { IslandDefinition } from './types';

/**
 * Each island has its own props type, and component props are contravariant, so
 * no single concrete type covers them all; `any` here is safe because the mounter
 * only ever hands an island's own `parseProps` result to that island's Component.
 */
type Loader = () => Promise<{ default: IslandDefinition<any> }>;

/**
 * The one island registry: name → lazy module. The mounter never names an
 * island; adding one is adding a line here and a folder beside this file.
 */
export const islands: Record<string, Loader> = {
  search: () => import('./search/index'),
  vehicles: () => import('./vehicles/index'),
  'liability-extras': () => import('./liability-extras/index'),
  checkout: () => import('./checkout/index'),
  complete: () => import('./complete/index'),
  'sign-in': () => import('./sign-in/index'),
  dashboard: () => import('./dashboard/index'),
  enquiry: () => import('./enquiry/index'),
  'subscription-search': () => import('./subscription-search/index'),
  'subscription-vehicles': () => import('./subscription-vehicles/index'),
  'subscription-checkout': () => import('./subscription-checkout/index'),
  'subscription-complete': () => import('./subscription-complete/index'),
};
