import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { inStorage } from './webStorage';

describe('inStorage', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  afterEach(() => {
    // Back to the browser's own storage.
    if (own) Object.defineProperty(window, 'sessionStorage', own);
    sessionStorage.removeItem('chw-test');
  });

  it('runs the call on the storage', () => {
    inStorage('sessionStorage', (storage) => storage.setItem('chw-test', '{"a":1}'), undefined);
    expect(
      inStorage('sessionStorage', (storage): unknown => JSON.parse(storage.getItem('chw-test') ?? 'null'), null),
    ).to.deep.equal({ a: 1 });
  });

  it('unreadable JSON gives the fallback', () => {
    sessionStorage.setItem('chw-test', '{');
    expect(
      inStorage('sessionStorage', (storage): unknown => JSON.parse(storage.getItem('chw-test') ?? 'null'), 'none'),
    ).to.equal('none');
  });

  it('a storage that throws (blocked, full) gives the fallback instead of throwing', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(inStorage('sessionStorage', (storage) => storage.getItem('chw-test'), null)).to.equal(null);
    expect(inStorage('sessionStorage', (storage) => (storage.setItem('chw-test', 'x'), true), false)).to.equal(false);
  });
});
