import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../test/unit/setup';
import { useRequest, type RequestState } from './useRequest';

/** A request the test answers by hand, with the signal it was given. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

let root: Root | undefined;
let host: HTMLElement | undefined;
let requests: Pending[] = [];
let seen: RequestState<string> | undefined;
/** Every state the hook returned, in order. */
let history: RequestState<string>[] = [];

/** Reports what the hook returned at each render (from a layout effect: no side effects in render). */
function Probe({ requestKey }: { requestKey: string | null }) {
  const state = useRequest(
    requestKey,
    (signal) =>
      new Promise<string>((resolve, reject) => requests.push({ key: requestKey ?? '', signal, resolve, reject })),
  );
  useLayoutEffect(() => {
    seen = state;
    history.push(state);
  });
  return null;
}

function render(requestKey: string | null) {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  root.render(<Probe requestKey={requestKey} />);
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
  host = undefined;
  requests = [];
  seen = undefined;
  history = [];
});

describe('useRequest', () => {
  it('a new key aborts the older request, and its late answer is dropped', async () => {
    render('a');
    await waitUntil(() => requests.length === 1);
    expect(seen?.loading).to.equal(true);
    render('b');
    await waitUntil(() => requests.length === 2);
    expect(requests[0].signal.aborted).to.equal(true);
    requests[1].resolve('answer for b');
    await waitUntil(() => seen?.data === 'answer for b');
    requests[0].resolve('late answer for a');
    // A later request's answer shows only after the late one has been handled (answers settle in order).
    render('c');
    await waitUntil(() => requests.length === 3);
    requests[2].resolve('answer for c');
    await waitUntil(() => seen?.data === 'answer for c');
    expect(history.map((state) => state.data)).to.not.include('late answer for a');
    expect(seen).to.include({ loading: false, failed: false });
  });

  it('keeps the last answer while the next loads; a failure is reported and keeps it', async () => {
    render('a');
    await waitUntil(() => requests.length === 1);
    requests[0].resolve('first');
    await waitUntil(() => seen?.loading === false);
    render('b');
    await waitUntil(() => requests.length === 2);
    expect(seen).to.include({ data: 'first', loading: true });
    requests[1].reject(new Error('offline'));
    await waitUntil(() => seen?.failed === true);
    expect(seen).to.include({ data: 'first', loading: false });
    expect((seen?.error as Error).message).to.equal('offline');
  });

  it('a null key asks nothing; unmounting aborts', async () => {
    render(null);
    await waitUntil(() => seen, 'the first render');
    expect(seen?.loading).to.equal(false);
    render('a');
    await waitUntil(() => requests.length === 1);
    // Effects run in order: the first request asked for is the second key's.
    expect(requests.map((request) => request.key)).to.deep.equal(['a']);
    root?.unmount();
    root = undefined;
    await waitUntil(() => requests[0].signal.aborted, 'the request aborted on unmount');
  });
});
