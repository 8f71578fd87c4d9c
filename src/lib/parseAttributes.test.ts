import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { normaliseAttribute, parseAttributes, type AttributeRule } from './parseAttributes';
import table from '../../test/fixtures/attribute-cases.json';

describe('normaliseAttribute', () => {
  it('keeps what the shared table keeps (the generator and the shortcode apply the same rule)', () => {
    for (const [rule, raw, kept] of table.cases as [AttributeRule, string, string][]) {
      expect(normaliseAttribute(rule, raw), `${JSON.stringify(rule)} ${JSON.stringify(raw)}`).to.equal(kept);
    }
  });
});

describe('parseAttributes', () => {
  const rules = { variant: { enum: ['B', 'F'], case: 'upper' }, code: { pattern: '^[A-Z]+$' } } as const;
  it('gives typed props by the rules, leaving out what a rule refuses and unknown keys', () => {
    expect(parseAttributes(rules, { variant: 'f', code: 'ABC', other: 'x' })).to.deep.equal({
      variant: 'F',
      code: 'ABC',
    });
    expect(parseAttributes(rules, { variant: 'X', code: 'abc1' })).to.deep.equal({});
    expect(parseAttributes(rules, { variant: ['B'], code: null })).to.deep.equal({});
  });
  it('takes no props as none, and rejects props that are not an object', () => {
    expect(parseAttributes(rules, undefined)).to.deep.equal({});
    expect(parseAttributes(rules, null)).to.deep.equal({});
    expect(() => parseAttributes(rules, 'F')).to.throw(TypeError);
    expect(() => parseAttributes(rules, [])).to.throw(TypeError);
  });
});
