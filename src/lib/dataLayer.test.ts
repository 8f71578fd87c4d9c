import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { pushEcommerce, pushToDataLayer, reportOnce } from './dataLayer';

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

describe('dataLayer', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    localStorage.removeItem('chw_reported');
  });

  it('creates the layer when the page has none and keeps the one a tag manager made', () => {
    pushToDataLayer({ event: 'a' });
    expect(layer()).to.deep.equal([{ event: 'a' }]);
    const own: unknown[] = [{ gtm: 1 }];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = own;
    pushToDataLayer({ event: 'b' });
    expect(own).to.deep.equal([{ gtm: 1 }, { event: 'b' }]);
  });

  it('clears the previous e-commerce object before each e-commerce event (GA4)', () => {
    pushEcommerce('select_item', { items: [{ item_id: '3' }] });
    expect(layer()).to.deep.equal([
      { ecommerce: null },
      { event: 'select_item', ecommerce: { items: [{ item_id: '3' }] } },
    ]);
  });

  it('reports a reference once in this browser, whatever happens to the page', () => {
    let runs = 0;
    expect(reportOnce('CHW100', () => (runs += 1))).to.equal(true);
    expect(reportOnce('CHW100', () => (runs += 1))).to.equal(false);
    expect(reportOnce('CHW101', () => (runs += 1))).to.equal(true);
    expect(reportOnce('', () => (runs += 1))).to.equal(false);
    expect(runs).to.equal(2);
    // What another page of this browser (a reload, a second tab) finds:
    expect(JSON.parse(localStorage.getItem('chw_reported') ?? '[]')).to.deep.equal(['CHW100', 'CHW101']);
  });

  it('a reference reported by an earlier page is not reported again', () => {
    localStorage.setItem('chw_reported', JSON.stringify(['CHW200']));
    let runs = 0;
    expect(reportOnce('CHW200', () => (runs += 1))).to.equal(false);
    expect(runs).to.equal(0);
  });
});
