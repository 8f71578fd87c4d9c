import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { ApiError } from '../../api/client';
import { subscriptionMessages } from '../../messages/subscription';
import { searchErrorMessage, serverMessage } from '../../flows/searchErrorMessage';
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

describe('searchErrorMessage (spec §8)', () => {
  it('prefers the server message', () => {
    expect(
      searchErrorMessage(
        new ApiError({
          kind: 'invalid',
          status: 422,
          message: 'No cars at this time.',
          serverMessage: 'No cars at this time.',
        }),
      ),
    ).to.equal('No cars at this time.');
    expect(serverMessage(new ApiError({ kind: 'server', status: 500, message: 'Request failed (500).' }))).to.equal(
      null,
    );
  });
  it('falls back by cause', () => {
    expect(
      searchErrorMessage(new ApiError({ kind: 'server', status: 500, message: 'Request failed (500).' })),
    ).to.equal(subscriptionMessages.subSearchFailed);
    expect(searchErrorMessage(new Error(subscriptionMessages.subSearchUnexpected))).to.equal(
      subscriptionMessages.subSearchUnexpected,
    );
    expect(searchErrorMessage(new ApiError({ kind: 'network', message: 'Could not reach the server.' }))).to.equal(
      subscriptionMessages.subSearchFallback,
    );
  });
});
