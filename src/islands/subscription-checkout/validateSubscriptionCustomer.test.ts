import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../../messages/booking';
import { subscriptionMessages } from '../../messages/subscription';
import { validateSubscriptionCustomer, type SubscriptionCustomerValues } from './validateSubscriptionCustomer';
import { frequencyUnit, imageUrl } from '../../flows/packages';
import { blankContact, validContact } from '../../../test/unit/contact';

const valid: SubscriptionCustomerValues = {
  ...validContact,
  address: '1 Queen St',
  postal: '4000',
  licenseNo: 'Q1',
  licenseExpiry: '',
  licenseState: '',
  relativeName: 'Alex',
  relativeMobileNumber: '0400111222',
  terms: true,
};

describe('validateSubscriptionCustomer (spec §5)', () => {
  it('passes a complete form; expiry and state are optional', () => {
    expect(validateSubscriptionCustomer(valid)).to.deep.equal({});
  });
  it('gives each field its first failing rule', () => {
    const blank = {
      ...valid,
      ...blankContact,
      address: '',
      postal: '',
      licenseNo: '',
      relativeName: '',
      relativeMobileNumber: '',
      terms: false,
    };
    expect(validateSubscriptionCustomer(blank)).to.deep.equal({
      firstName: subscriptionMessages.subCheckoutFirstName,
      lastName: subscriptionMessages.subCheckoutLastName,
      email: subscriptionMessages.subCheckoutEmail,
      mobileNumber: subscriptionMessages.subCheckoutContact,
      address: subscriptionMessages.subCheckoutAddress,
      postal: subscriptionMessages.subCheckoutPostal,
      licenseNo: subscriptionMessages.subCheckoutLicenseNo,
      relativeName: subscriptionMessages.subCheckoutRelativeName,
      relativeMobileNumber: subscriptionMessages.subCheckoutRelativeNumber,
      terms: bookingMessages.termsRequired,
    });
  });
  it('the contact number as sent: digits only, first 1-9, 7 to 15 digits (spaces, a trunk 0, +61 normalised)', () => {
    for (const bad of ['123456', '4123a5678', '1234567890123456', '+44 7700 900123']) {
      expect(validateSubscriptionCustomer({ ...valid, mobileNumber: bad }).mobileNumber, bad).to.equal(
        subscriptionMessages.subCheckoutContactInvalid,
      );
    }
    for (const good of ['1234567', '412345678', '123456789012345', '0412345678', '412 345 678', '+61 412 345 678']) {
      expect(validateSubscriptionCustomer({ ...valid, mobileNumber: good }).mobileNumber, good).to.equal(undefined);
    }
    expect(validateSubscriptionCustomer({ ...valid, email: 'sam@x' }).email).to.equal(
      subscriptionMessages.subCheckoutEmailInvalid,
    );
  });
});

describe('car list helpers', () => {
  it('price unit per frequency and protocol-less images', () => {
    expect(frequencyUnit('weekly')).to.equal('/week');
    expect(frequencyUnit('fortnightly')).to.equal('/fortnight');
    expect(imageUrl('//cdn.example.com/car.jpg', 'https:')).to.equal('https://cdn.example.com/car.jpg');
    expect(imageUrl('/vehicles/car.jpg', 'https:')).to.equal('/vehicles/car.jpg');
  });
});
