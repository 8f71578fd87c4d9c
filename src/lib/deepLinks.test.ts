import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { forgetDeepLink, hasDeepLink, linkParams, unescapedQuery } from './deepLinks';

describe('deep-link helpers', () => {
  it('tells a deep link by its chw_ parameters', () => {
    expect(hasDeepLink('?chw_pickup=BNEA')).to.equal(true);
    expect(hasDeepLink('?a=1&chw_go=1')).to.equal(true);
    expect(hasDeepLink('?promo_code=chw_x&utm_source=chw_')).to.equal(false);
    expect(hasDeepLink('')).to.equal(false);
    expect(hasDeepLink('?utm_source=a&amp;chw_quote=1')).to.equal(true);
  });

  it('reads a link a copy HTML-escaped (&amp;, &amp;amp;, &#38;) as the link it was', () => {
    expect(unescapedQuery('?chw_car=1&amp;chw_pay=N&amp;amp;chw_cover=2&#38;chw_quote=1&#x26;x=1')).to.equal(
      '?chw_car=1&chw_pay=N&chw_cover=2&chw_quote=1&x=1',
    );
    const params = linkParams('?chw_pickup=BNEA&amp;chw_go=1&amp;chw_quote=354.9.');
    expect([...params.keys()]).to.deep.equal(['chw_pickup', 'chw_go', 'chw_quote']);
    expect(params.get('chw_quote')).to.equal('354.9');
  });

  it('takes the chw_ parameters out of the address and keeps the rest', () => {
    const before = window.location.href;
    const url = new URL(before);
    url.search = '?utm_source=a&chw_pickup=BNEA&x=1&chw_go=1';
    history.replaceState(history.state, '', url);
    try {
      forgetDeepLink();
      expect(window.location.search).to.equal('?utm_source=a&x=1');
      url.search = '?utm_source=a&amp;chw_pickup=BNEA&amp;x=1&amp;chw_go=1';
      history.replaceState(history.state, '', url);
      forgetDeepLink();
      expect(window.location.search).to.equal('?utm_source=a&x=1');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });
});
