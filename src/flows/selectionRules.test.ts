import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { excludedSelections, maxQuantity, nextQuantity } from './selectionRules';

describe('nextQuantity', () => {
  it('changes by Increment and never goes below 0', () => {
    expect(nextQuantity(0, 2, 1)).to.equal(2);
    expect(nextQuantity(1, 2, -1)).to.equal(0);
    expect(nextQuantity(0, 0, 1)).to.equal(1);
  });

  it('never goes above the maximum', () => {
    expect(nextQuantity(2, 1, 1, 3)).to.equal(3);
    expect(nextQuantity(3, 1, 1, 3)).to.equal(3);
    expect(nextQuantity(3, 1, -1, 3)).to.equal(2);
  });
});

describe('maxQuantity', () => {
  it("is the extra's max_qty in whole steps, or no limit when the API gives none", () => {
    expect(maxQuantity({ max_qty: 3, Increment: 1 })).to.equal(3);
    expect(maxQuantity({ max_qty: 3, Increment: 2 })).to.equal(2);
    expect(maxQuantity({ Increment: 1 })).to.equal(Number.POSITIVE_INFINITY);
    expect(maxQuantity({ max_qty: Number.NaN, Increment: 1 })).to.equal(Number.POSITIVE_INFINITY);
  });
});

describe('excludedSelections', () => {
  it('lists the chosen extras a liability option covers', () => {
    expect(excludedSelections({ exclude_extra_ids: [2, 3] }, [1, 2])).to.deep.equal([2]);
    expect(excludedSelections({ exclude_extra_ids: [] }, [1, 2])).to.deep.equal([]);
  });
});
