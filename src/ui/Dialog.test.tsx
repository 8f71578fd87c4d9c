import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../test/unit/setup';
import { Dialog, MODAL_FADE_MS } from './Dialog';

/** Dialogs and prefers-reduced-motion: no fade, so nothing is ever seen or measured half shown. */

let root: Root | undefined;
let host: HTMLElement | undefined;
let realMatchMedia: typeof window.matchMedia;

/** Makes `(prefers-reduced-motion: reduce)` match or not. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia.call(window, query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  });
}

function render(open: boolean) {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  root.render(
    <Dialog open={open} title="Note" onClose={() => undefined}>
      <p>Body</p>
    </Dialog>,
  );
}

const dialogRoot = () => document.querySelector('.chw-dialog-root');

beforeEach(() => {
  realMatchMedia = window.matchMedia.bind(window);
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  root?.unmount();
  root = undefined;
  host?.remove();
  host = undefined;
});

const isShown = () => dialogRoot()?.classList.contains('chw-dialog-root--shown') ?? false;

/**
 * Opens the dialog and waits until it is shown (waitUntil polls on timers only: a background test
 * page never gets an animation frame), closes it, and resolves with how long it took to go;
 * `whileClosing` runs between the close and the end.
 */
async function openCloseAndTime(whileClosing?: () => Promise<unknown>): Promise<number> {
  render(true);
  await waitUntil(isShown, 'the dialog shown');
  render(false);
  const closed = performance.now();
  await whileClosing?.();
  await waitUntil(() => dialogRoot() === null, 'the dialog gone', MODAL_FADE_MS + 3000);
  return performance.now() - closed;
}

describe('Dialog and reduced motion', () => {
  it('with reduced motion it is shown at once (no animation frame needed) and gone at once when closed', async () => {
    prefersReducedMotion(true);
    expect(await openCloseAndTime()).to.be.below(MODAL_FADE_MS);
  });

  it('without it, closing fades out for MODAL_FADE_MS before the dialog goes', async () => {
    prefersReducedMotion(false);
    // Fading: still there, no longer shown.
    const took = await openCloseAndTime(() => waitUntil(() => dialogRoot() && !isShown(), 'the fade'));
    // Timers may round by a millisecond or two.
    expect(took).to.be.at.least(MODAL_FADE_MS - 5);
  });
});
