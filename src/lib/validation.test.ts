import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import {
  digitsWithoutLeadingZeros,
  internationalNumber,
  isEmail,
  isPhoneDigits,
  isSubscriptionPhone,
  localPhoneNumber,
  matches,
  maxLength,
  minLength,
  required,
} from './validation';

describe('validation helpers', () => {
  it('required: non-blank', () => {
    expect(required('a')).to.equal(true);
    expect(required('  ')).to.equal(false);
    expect(required(undefined)).to.equal(false);
  });
  it('email pattern', () => {
    expect(isEmail('ann@example.com.au')).to.equal(true);
    expect(isEmail('ann@example')).to.equal(false);
    expect(isEmail('ann example@x.com')).to.equal(false);
    expect(isEmail('')).to.equal(false);
  });
  it('phone: digits only, no leading 0', () => {
    expect(isPhoneDigits('412345678')).to.equal(true);
    expect(isPhoneDigits('0412345678')).to.equal(false);
    expect(isPhoneDigits('41234a678')).to.equal(false);
    expect(isPhoneDigits('')).to.equal(false);
  });
  it('subscription phone: 7 to 15 digits, first 1-9', () => {
    expect(isSubscriptionPhone('1234567')).to.equal(true);
    expect(isSubscriptionPhone('123456')).to.equal(false);
    expect(isSubscriptionPhone('123456789012345')).to.equal(true);
    expect(isSubscriptionPhone('1234567890123456')).to.equal(false);
    expect(isSubscriptionPhone('0412345678')).to.equal(false);
  });
  it('min length, max length and match', () => {
    expect(minLength(' ab ', 3)).to.equal(false);
    expect(minLength('abc', 3)).to.equal(true);
    expect(maxLength('x'.repeat(50), 50)).to.equal(true);
    expect(maxLength('x'.repeat(51), 50)).to.equal(false);
    expect(matches('QF123', /^[A-Z]{2}\d+$/)).to.equal(true);
  });
  it('strips non-digits and leading zeros; builds the international number', () => {
    expect(digitsWithoutLeadingZeros('0412 345-678')).to.equal('412345678');
    expect(digitsWithoutLeadingZeros('00a')).to.equal('');
    expect(internationalNumber('61', '0412 345 678')).to.equal('61412345678');
    expect(internationalNumber('+44', '07700 900123')).to.equal('447700900123');
    expect(internationalNumber('61', '+61 412 345 678')).to.equal('61412345678');
  });
  it('normalises a number as people write it, and leaves what the rules must refuse', () => {
    for (const typed of [
      '0412 345 678',
      '0412-345-678',
      '(04) 1234 5678',
      '+61 412 345 678',
      '0061 412 345 678',
      ' 412345678 ',
    ])
      expect(localPhoneNumber('61', typed), typed).to.match(/^41\d{7}$/);
    expect(localPhoneNumber('61', '+61 (0)412 345 678')).to.equal('412345678');
    expect(localPhoneNumber('+44', '+44 7700 900123')).to.equal('7700900123');
    // Another country's code, letters or a plus in the middle stay, so the spec's message still shows.
    expect(localPhoneNumber('61', '+44 7700 900123')).to.equal('+447700900123');
    expect(isPhoneDigits(localPhoneNumber('61', '0412 ABC 678'))).to.equal(false);
    expect(isPhoneDigits(localPhoneNumber('61', '0412 345 678'))).to.equal(true);
    expect(isSubscriptionPhone(localPhoneNumber('61', '412 345 678'))).to.equal(true);
  });
});
