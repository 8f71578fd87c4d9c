import '../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../messages/booking';
import { validateBirthday } from './validateBirthday';

describe('validateBirthday', () => {
  const today = '2026-11-22';
  it('applies the spec §5 rules in order', () => {
    expect(validateBirthday('', today)).to.equal(bookingMessages.birthdayRequired);
    expect(validateBirthday('2000-01-01', today)).to.equal(bookingMessages.birthdayFormat);
    expect(validateBirthday('31/02/2000', today)).to.equal(bookingMessages.birthdayReal);
    expect(validateBirthday('01/01/2027', today)).to.equal(bookingMessages.birthdayFuture);
    expect(validateBirthday('23/11/2005', today)).to.equal(bookingMessages.birthdayMinAge);
    expect(validateBirthday('22/11/2005', today)).to.equal('');
    expect(validateBirthday('29/02/2000', today)).to.equal('');
  });
});
