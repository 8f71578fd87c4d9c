import { loadConfig } from './config';
import { islands, prefetch } from './islands/registry';
import { lazyOnce } from './lib/lazyOnce';
import { sharedMessages } from './messages/shared';

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
    if (Object.hasOwn(prefetch, name)) {
      // A failed prefetch is not fatal: the island asks again when it renders.
      prefetch[name]().then(
        (module) => module.start(node),
        () => undefined,
      );
    }
  }
  // Campaign attribution: a page reached with a query or from another page loads the module that
  // reads it (lib/attribution.ts: UTM parameters, click ids, an external referrer; first touch wins),
  // one chunk away (a module that only called it cost a second round trip). A finer test here would
  // cost the home page's tight budget more than the cached module costs.
  if (location.search || document.referrer)
    import('./lib/attribution').then(({ captureAttribution }) => captureAttribution()).catch(() => undefined);
  // Through the one loader (one retry); if the runtime still does not arrive, every placeholder says
  // so in words, with a Reload button, instead of staying blank (the help line is in the runtime's
  // chunk: not here).
  lazyOnce(() => import('./runtime/mountIslands'))()
    .then(({ mountIslands }) => mountIslands(document, islands))
    .catch((error: unknown) => {
      for (const node of placeholders) {
        const [box, alert, reload] = ['div', 'div', 'button'].map((tag) => document.createElement(tag));
        box.className = 'chw-island-error';
        alert.role = 'alert';
        alert.textContent = sharedMessages.islandFailed;
        reload.className = 'chw-button';
        reload.textContent = sharedMessages.reloadPage;
        reload.onclick = () => location.reload();
        box.append(alert, reload);
        node.replaceChildren(box);
        node.dataset.chwMounted = 'error';
      }
      console.error('[chw] The widget runtime failed to load.', error);
    });
}
