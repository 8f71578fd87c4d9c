import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { excludedSelections, isYesOrNo, maxQuantity, quantityStep } from './selectionRules';

describe('quantityStep', () => {
  it('is the Increment, at least 1', () => {
    expect(quantityStep(2)).to.equal(2);
    expect(quantityStep(0)).to.equal(1);
    expect(quantityStep(Number.NaN)).to.equal(1);
  });
});

describe('isYesOrNo', () => {
  it('is a checkbox for formType 0 or a maximum of 1, a stepper otherwise', () => {
    expect(isYesOrNo({ formType: 0, max_qty: 3, Increment: 1 })).to.equal(true);
    expect(isYesOrNo({ formType: 1, max_qty: 1, Increment: 1 })).to.equal(true);
    expect(isYesOrNo({ formType: 1, max_qty: 3, Increment: 1 })).to.equal(false);
    expect(isYesOrNo({ formType: 1, Increment: 1 })).to.equal(false);
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
