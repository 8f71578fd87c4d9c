import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { lazyOnce } from './lazyOnce';

describe('lazyOnce', () => {
  it('loads once and shares the promise', async () => {
    let calls = 0;
    const load = lazyOnce(() => Promise.resolve(++calls));
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).to.deep.equal([1, 1, 1]);
    expect(calls).to.equal(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = lazyOnce(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')));
    const failure = await load().catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(Error);
    expect(await load()).to.equal('chunk');
    expect(calls).to.equal(2);
  });
});
