import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { CHUNK_FAILED, lazyOnce, optional } from './lazyOnce';

describe('lazyOnce', () => {
  it('loads once and shares the promise', async () => {
    let calls = 0;
    const load = lazyOnce(() => Promise.resolve(++calls));
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).to.deep.equal([1, 1, 1]);
    expect(calls).to.equal(1);
  });

  it('retries a failed load once after a short wait', async () => {
    let calls = 0;
    const load = lazyOnce(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')), 1);
    expect(await load()).to.equal('chunk');
    expect(calls).to.equal(2);
  });

  it('fails twice: a chunk failure, forgotten, so the next call tries again', async () => {
    let calls = 0;
    const load = lazyOnce(() => (++calls <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')), 1);
    const failure = await load().catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).name).to.equal(CHUNK_FAILED);
    expect(calls).to.equal(2);
    expect(await load()).to.equal('chunk');
    expect(calls).to.equal(3);
  });

  it('an optional part that fails gives its fallback', async () => {
    const load = optional(() => Promise.reject(new Error('offline')), 'none');
    expect(await load()).to.equal('none');
  });
});
