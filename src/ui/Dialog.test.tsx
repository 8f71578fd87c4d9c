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
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

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

describe('Dialog and reduced motion', () => {
  it('with reduced motion it is shown at once (no animation frame needed) and gone at once when closed', async () => {
    prefersReducedMotion(true);
    render(true);
    const shown = await waitUntil(() => dialogRoot(), 'the dialog');
    // Timers only, no frames: a background test page never gets an animation frame.
    await tick();
    expect(shown.className).to.include('chw-dialog-root--shown');
    render(false);
    await tick(20);
    expect(dialogRoot()).to.equal(null);
  });

  it('without it, closing fades out for MODAL_FADE_MS before the dialog goes', async () => {
    prefersReducedMotion(false);
    render(true);
    await waitUntil(() => dialogRoot(), 'the dialog');
    render(false);
    await tick(20);
    expect(dialogRoot()).to.not.equal(null);
    await tick(MODAL_FADE_MS + 50);
    expect(dialogRoot()).to.equal(null);
  });
});
