import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows a dollar sign, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).to.equal('$1,234.50');
    expect(formatMoney(0)).to.equal('$0.00');
    expect(formatMoney(1000000)).to.equal('$1,000,000.00');
  });
  it('shows negatives as -$x', () => {
    expect(formatMoney(-12)).to.equal('-$12.00');
    expect(formatMoney(-1234.567)).to.equal('-$1,234.57');
  });
  it('never shows -$0.00 and survives non-numbers', () => {
    expect(formatMoney(-0.004)).to.equal('$0.00');
    expect(formatMoney(Number.NaN)).to.equal('$0.00');
  });
});
