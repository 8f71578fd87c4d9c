import { loadConfig } from './config';
import { islands } from './islands/registry';

/**
 * The only entry: reads the page config, then hands the page's placeholders to
 * the mounter (its own chunk, with the shared state) — nothing else runs here.
 */
loadConfig();
if (document.querySelector('[data-chw-island]')) {
  import('./runtime/mountIslands')
    .then(({ mountIslands }) => mountIslands(document, islands))
    .catch((error: unknown) => console.error('[chw] The widget runtime failed to load.', error));
}
