import { expect } from '@open-wc/testing';
import '../../../test/unit/setup';
import { parseSubscriptionLink } from './subscriptionLink';

describe('subscription deep link', () => {
  it('reads the subscription link', () => {
    expect(parseSubscriptionLink('?chw_pickup=bnec&chw_frequency=Fortnightly')).to.deep.equal({
      pickup: 'BNEC',
      frequency: 'fortnightly',
      dropped: [],
    });
    const bad = parseSubscriptionLink('?chw_pickup=b!&chw_frequency=monthly');
    expect(bad.pickup).to.equal(undefined);
    expect(bad.frequency).to.equal(undefined);
    expect(bad.dropped.map((item) => item.param)).to.deep.equal(['chw_pickup', 'chw_frequency']);
  });
});
