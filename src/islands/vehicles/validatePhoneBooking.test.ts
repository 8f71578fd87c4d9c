import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../../messages/booking';
import { vehicleMessages } from '../../messages/vehicles';
import { validatePhoneBooking } from './validatePhoneBooking';

const valid = { firstName: 'Alex', lastName: 'Driver', email: 'alex@example.com', mobile: '412345678', terms: true };

describe('validatePhoneBooking', () => {
  it('passes a complete form', () => {
    expect(validatePhoneBooking(valid)).to.deep.equal({});
  });
  it('gives each field its required message', () => {
    expect(validatePhoneBooking({ firstName: ' ', lastName: '', email: '', mobile: '', terms: false })).to.deep.equal({
      firstName: bookingMessages.firstNameRequired,
      lastName: bookingMessages.lastNameRequired,
      email: bookingMessages.emailRequired,
      mobile: vehicleMessages.mobileNumberRequired,
      terms: vehicleMessages.phoneTermsRequired,
    });
  });
  it('rejects a bad email and a mobile number that is not digits or starts with 0', () => {
    expect(validatePhoneBooking({ ...valid, email: 'alex@' }).email).to.equal(bookingMessages.emailInvalid);
    expect(validatePhoneBooking({ ...valid, mobile: '0412345678' }).mobile).to.equal(
      vehicleMessages.mobileNumberInvalid,
    );
    expect(validatePhoneBooking({ ...valid, mobile: '412 345' }).mobile).to.equal(vehicleMessages.mobileNumberInvalid);
  });
});
