import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { messages } from '../../messages';
import { validateSubscriptionSearch, type SubscriptionSearchValues } from './validateSubscriptionSearch';

const valid: SubscriptionSearchValues = {
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.com',
  mobileNumber: '412345678',
  mobileCountryCode: '61',
  mobileCountry: 'au',
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
      firstName: '',
      lastName: ' ',
      email: '',
      mobileNumber: '',
      paymentFrequency: '' as const,
      pickupLocation: '',
      pickupDate: '',
      pickupTime: '',
    };
    expect(validateSubscriptionSearch(empty)).to.deep.equal([
      messages.subFirstNameRequired,
      messages.subLastNameRequired,
      messages.subPhoneRequired,
      messages.subEmailRequired,
      messages.subFrequencyRequired,
      messages.subLocationRequired,
      messages.subDateRequired,
      messages.subTimeRequired,
    ]);
  });
  it('an email that is there but malformed gives the valid-email rule only', () => {
    expect(validateSubscriptionSearch({ ...valid, email: 'sam@' })).to.deep.equal([messages.subEmailInvalid]);
  });
});
