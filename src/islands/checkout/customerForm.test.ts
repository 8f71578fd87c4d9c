import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../../messages/booking';
import { emptyCustomerForm, saveCustomerBody, validateCustomer, type CustomerForm } from './customerForm';

const valid: CustomerForm = {
  ...emptyCustomerForm(),
  firstName: 'Alex',
  lastName: 'Driver',
  email: 'alex@example.com',
  mobile: '412345678',
  birthday: '15/06/1990',
  terms: true,
};

describe('the checkout contact number (spec §5, as sent)', () => {
  it('accepts how Australians write a mobile, and a pasted +61 number, and sends 61 + the digits', () => {
    for (const mobile of ['0412 345 678', '0412-345-678', '+61 412 345 678', '(04) 1234 5678', '412345678']) {
      expect(validateCustomer({ ...valid, mobile }, '2026-12-01').mobile, mobile).to.equal(undefined);
      expect(saveCustomerBody({ ...valid, mobile }, 'token').mobile_number, mobile).to.match(/^6141\d{7}$/);
    }
  });
  it("refuses what is not a number after that, with the spec's message", () => {
    for (const mobile of ['0412 ABC 678', '+44 7700 900123', '--'])
      expect(validateCustomer({ ...valid, mobile }, '2026-12-01').mobile, mobile).to.equal(
        bookingMessages.contactNumberInvalid,
      );
    expect(validateCustomer({ ...valid, mobile: '  ' }, '2026-12-01').mobile).to.equal(
      bookingMessages.contactNumberRequired,
    );
  });
});
