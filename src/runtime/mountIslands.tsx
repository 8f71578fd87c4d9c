import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { restoreState } from '../state/persist';
import type { IslandLoader } from '../islands/types';
import { IslandErrorBoundary } from './IslandErrorBoundary';
import { IslandError } from './IslandError';
import { Skeleton } from '../ui/Skeleton';
import { LoadingOverlayHost } from '../flows/LoadingOverlay';
import { emitHostEvent } from '../lib/hostEvents';
import { lazyOnce } from '../lib/lazyOnce';

type Registry = Record<string, IslandLoader>;

const roots = new WeakMap<Element, Root>();
let overlayMounted = false;

/** Lets the browser paint and handle input between islands. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function mountOne(node: HTMLElement, registry: Registry): Promise<void> {
  const name = node.dataset.chwIsland ?? '';
  const root = createRoot(node);
  roots.set(node, root);
  try {
    const load = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!load) throw new Error(`Unknown island "${name}".`);
    // Through the one loader: a chunk that fails is tried once more before the island gives up.
    const island = (await lazyOnce(load)()).default;
    // Props are parsed (and refused) before anything renders.
    const element = island.render(node);
    // A failed preload is not fatal: the island renders and copes (SafeHtml shows text).
    await island.preload?.().catch(() => undefined);
    root.render(
      <IslandErrorBoundary name={name}>
        <Suspense fallback={<Skeleton />}>{element}</Suspense>
      </IslandErrorBoundary>,
    );
    node.dataset.chwMounted = 'true';
    emitHostEvent('chw:ready', { island: name });
  } catch (error) {
    console.error(`[chw] Island "${name}" could not mount.`, error);
    root.render(<IslandError />);
    node.dataset.chwMounted = 'error';
  }
}

/**
 * One overlay host per page, outside the islands, so any island can show it.
 * Loaded with the mounter (not on first show) so the overlay is on screen the
 * moment a search starts.
 */
function mountOverlay(doc: Document): void {
  if (overlayMounted) return;
  overlayMounted = true;
  const host = doc.createElement('div');
  host.className = 'chw-overlay-host';
  doc.body.appendChild(host);
  createRoot(host).render(<LoadingOverlayHost />);
}

/**
 * Mounts every `[data-chw-island]` under `scope` that is not mounted yet, after
 * restoring the persisted state once. Safe to call again (already-mounted
 * placeholders are skipped); one placeholder failing never stops the others.
 */
export async function mountIslands(scope: ParentNode, registry: Registry): Promise<void> {
  await restoreState();
  const doc = scope instanceof Document ? scope : ((scope as Node).ownerDocument ?? document);
  mountOverlay(doc);
  const nodes = Array.from(scope.querySelectorAll<HTMLElement>('[data-chw-island]'));
  for (const node of nodes) {
    if (roots.has(node)) continue;
    await mountOne(node, registry);
    await yieldToBrowser();
  }
}
