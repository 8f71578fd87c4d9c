import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { extrasLine } from './extrasLine';

describe('extrasLine', () => {
  it('lists each extra with its quantity and price, or None', () => {
    expect(
      extrasLine([
        { id: 1, name: 'GPS Navigation', qty: 1, total: 30 },
        { id: 3, name: 'Baby Seat', qty: 2, total: 72 },
      ]),
    ).to.equal('GPS Navigation × 1 ($30.00), Baby Seat × 2 ($72.00)');
    expect(extrasLine([])).to.equal('None');
  });
});
