import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { forgetDeepLink, hasDeepLink } from './deepLinks';

describe('deep-link helpers', () => {
  it('tells a deep link by its chw_ parameters', () => {
    expect(hasDeepLink('?chw_pickup=BNEA')).to.equal(true);
    expect(hasDeepLink('?a=1&chw_go=1')).to.equal(true);
    expect(hasDeepLink('?promo_code=chw_x&utm_source=chw_')).to.equal(false);
    expect(hasDeepLink('')).to.equal(false);
  });

  it('takes the chw_ parameters out of the address and keeps the rest', () => {
    const before = window.location.href;
    const url = new URL(before);
    url.search = '?utm_source=a&chw_pickup=BNEA&x=1&chw_go=1';
    history.replaceState(history.state, '', url);
    try {
      forgetDeepLink();
      expect(window.location.search).to.equal('?utm_source=a&x=1');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });
});
