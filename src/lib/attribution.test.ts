import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { ATTRIBUTION_KEY, captureAttribution, keptAttribution, parseAttribution } from './attribution';

describe('attribution', () => {
  afterEach(() => {
    sessionStorage.removeItem(ATTRIBUTION_KEY);
  });

  it('reads the UTM parameters, click ids and an external referrer host', () => {
    const search =
      '?utm_source=google&utm_medium=cpc&utm_campaign=Summer%20Sale&utm_term=suv&utm_content=ad1&gclid=abc&fbclid=def&x=1';
    expect(parseAttribution(search, 'https://www.Google.com.au/search?q=cars', 'cars.example.com')).to.deep.equal({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Summer Sale',
      utm_term: 'suv',
      utm_content: 'ad1',
      gclid: 'abc',
      fbclid: 'def',
      referrer_host: 'www.google.com.au',
    });
  });

  it('ignores the site itself as referrer, a referrer_host parameter, blanks and over-long values', () => {
    const search = `?referrer_host=evil.example&utm_source=%20%20&utm_medium=${'m'.repeat(201)}&utm_term=${'t'.repeat(200)}`;
    expect(parseAttribution(search, 'https://cars.example.com/booking', 'cars.example.com')).to.deep.equal({
      utm_term: 't'.repeat(200),
    });
    expect(parseAttribution('', 'not a url', 'cars.example.com')).to.deep.equal({});
    expect(parseAttribution('', '', 'cars.example.com')).to.deep.equal({});
  });

  it('keeps the first touch of the visit', () => {
    captureAttribution();
    // This page (the test runner's) has neither campaign parameters nor an external referrer.
    expect(sessionStorage.getItem(ATTRIBUTION_KEY)).to.equal(null);
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ utm_source: 'first' }));
    const url = new URL(window.location.href);
    url.searchParams.set('utm_source', 'second');
    history.replaceState(history.state, '', url);
    try {
      captureAttribution();
      expect(keptAttribution()).to.deep.equal({ utm_source: 'first' });
      sessionStorage.removeItem(ATTRIBUTION_KEY);
      captureAttribution();
      expect(keptAttribution()).to.deep.equal({ utm_source: 'second' });
    } finally {
      url.searchParams.delete('utm_source');
      history.replaceState(history.state, '', url);
    }
  });

  it('reads only valid kept values, and nothing from broken or throwing storage', () => {
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ utm_source: 'ok', utm_medium: 3, other: 'x' }));
    expect(keptAttribution()).to.deep.equal({ utm_source: 'ok' });
    sessionStorage.setItem(ATTRIBUTION_KEY, '{broken');
    expect(keptAttribution()).to.deep.equal({});
    const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem');
    Object.defineProperty(Storage.prototype, 'getItem', {
      configurable: true,
      value: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(keptAttribution()).to.deep.equal({});
      expect(() => captureAttribution()).not.to.throw();
    } finally {
      if (original) Object.defineProperty(Storage.prototype, 'getItem', original);
    }
  });
});
