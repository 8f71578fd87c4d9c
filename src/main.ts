import { loadConfig } from './config';
import { islands, prefetch } from './islands/registry';

/**
 * The only entry: reads the page config, starts the first API calls of the islands that have
 * them (beside their chunks, which the page preloads from the manifest), then hands the page's
 * placeholders to the mounter (its own chunk, with the shared state) — nothing else runs here.
 */
loadConfig();
const placeholders = document.querySelectorAll<HTMLElement>('[data-chw-island]');
if (placeholders.length) {
  for (const node of placeholders) {
    const name = node.dataset.chwIsland ?? '';
    if (Object.prototype.hasOwnProperty.call(prefetch, name)) {
      // A failed prefetch is not fatal: the island asks again when it renders.
      prefetch[name]().then(
        (module) => module.start(node),
        () => undefined,
      );
    }
  }
  // Campaign attribution: only a landing with campaign parameters, or from another site, loads the
  // module that keeps them for the visit (first touch wins there; the home page's budget is tight).
  const referrer = document.referrer;
  if (/[?&](utm_|gclid=|fbclid=)/.test(location.search) || (referrer && !referrer.startsWith(location.origin + '/')))
    import('./lib/attribution').then(
      ({ captureAttribution }) => captureAttribution(),
      () => undefined,
    );
  import('./runtime/mountIslands')
    .then(({ mountIslands }) => mountIslands(document, islands))
    .catch((error: unknown) => console.error('[chw] The widget runtime failed to load.', error));
}
