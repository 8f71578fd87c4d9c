import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { subscriptionMessages } from '../../messages/subscription';
import { validateSubscriptionSearch, type SubscriptionSearchValues } from './validateSubscriptionSearch';
import { blankContact, validContact } from '../../../test/unit/contact';

const valid: SubscriptionSearchValues = {
  ...validContact,
  paymentFrequency: 'weekly',
  pickupLocation: 'BNE',
  pickupDate: '2030-01-10',
  pickupTime: '09:30',
};

describe('validateSubscriptionSearch', () => {
  it('passes a complete form', () => {
    expect(validateSubscriptionSearch(valid)).to.deep.equal([]);
  });
  it('collects every failing rule in the spec order', () => {
    const empty = {
      ...valid,
      ...blankContact,
      lastName: ' ',
      paymentFrequency: '' as const,
      pickupLocation: '',
      pickupDate: '',
      pickupTime: '',
    };
    expect(validateSubscriptionSearch(empty)).to.deep.equal([
      subscriptionMessages.subFirstNameRequired,
      subscriptionMessages.subLastNameRequired,
      subscriptionMessages.subPhoneRequired,
      subscriptionMessages.subEmailRequired,
      subscriptionMessages.subFrequencyRequired,
      subscriptionMessages.subLocationRequired,
      subscriptionMessages.subDateRequired,
      subscriptionMessages.subTimeRequired,
    ]);
  });
  it('an email that is there but malformed gives the valid-email rule only', () => {
    expect(validateSubscriptionSearch({ ...valid, email: 'sam@' })).to.deep.equal([
      subscriptionMessages.subEmailInvalid,
    ]);
  });
});
