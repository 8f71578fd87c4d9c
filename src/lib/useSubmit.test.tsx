import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { deferred, waitUntil } from '../../test/unit/setup';
import { useSubmit } from './useSubmit';

let root: Root | undefined;
let host: HTMLElement | undefined;
let seen: ReturnType<typeof useSubmit> | undefined;

/** Reports what the hook returned at each render, and renders its alert when `failure` is set. */
function Probe({ failure }: { failure: string }) {
  const { busy, run, alert } = useSubmit(failure);
  useLayoutEffect(() => {
    seen = { busy, run, alert };
  });
  return failure ? (
    <div ref={alert} tabIndex={-1}>
      {failure}
    </div>
  ) : null;
}

function render(failure = '') {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  root.render(<Probe failure={failure} />);
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
  seen = undefined;
});

describe('useSubmit', () => {
  it('runs one sending at a time, busy until it settles; nothing to send is not busy', async () => {
    render();
    const submit = await waitUntil(() => seen);
    let starts = 0;
    void submit.run(() => {
      starts += 1;
      return undefined;
    });
    expect(starts).to.equal(1);
    const sending = deferred<void>();
    const first = submit.run(() => sending.promise);
    void submit.run(() => {
      starts += 1;
      return Promise.resolve();
    });
    expect(starts, 'a second submit while the first is on its way does nothing').to.equal(1);
    await waitUntil(() => seen?.busy, 'busy');
    sending.resolve(undefined);
    await first;
    await waitUntil(() => seen?.busy === false, 'not busy');
  });

  it('stays busy for good when the sending resolves true (the page is leaving)', async () => {
    render();
    const submit = await waitUntil(() => seen);
    await submit.run(() => Promise.resolve(true));
    let again = false;
    await submit.run(() => {
      again = true;
      return Promise.resolve();
    });
    expect(again).to.equal(false);
    expect(seen?.busy).to.equal(true);
  });

  it('is free again after a sending that threw', async () => {
    render();
    const submit = await waitUntil(() => seen);
    const error = await submit.run(() => Promise.reject(new Error('boom'))).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(Error);
    let again = false;
    await submit.run(() => {
      again = true;
      return Promise.resolve();
    });
    expect(again).to.equal(true);
  });

  it('puts the failure alert in focus when a failure is shown', async () => {
    render();
    await waitUntil(() => seen);
    render('It failed.');
    await waitUntil(() => document.activeElement?.textContent === 'It failed.', 'the alert has focus');
  });
});
