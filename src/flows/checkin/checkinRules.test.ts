import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { bookingMessages } from '../../messages/booking';
import { checkinMessages } from '../../messages/checkin';
import { FLIGHT_NUMBER_MAX_LENGTH, LICENSE_NO_MAX_LENGTH } from '../../rules.generated';
import { arrivalErrors, licenceErrors, signatureError } from './checkinRules';

const TODAY = '2026-12-01';
const RETURN = '2026-12-11';
const good = { birthDate: '17/05/1990', licenseNo: 'QLD1234567', licenseState: 'QLD', expiry: '31/01/2030' };

describe('check-in rules', () => {
  it('passes a whole licence', () => {
    expect(licenceErrors(good, TODAY, RETURN)).to.deep.equal({});
  });

  it("uses the checkout's birth-date rules and asks for a number, a state and an expiry", () => {
    expect(licenceErrors({ birthDate: '', licenseNo: ' ', licenseState: '', expiry: '' }, TODAY, RETURN)).to.deep.equal(
      {
        birthDate: bookingMessages.birthdayRequired,
        licenseNo: checkinMessages.checkinLicenceNoRequired,
        licenseState: checkinMessages.checkinLicenceStateRequired,
        expiry: checkinMessages.checkinExpiryRequired,
      },
    );
    expect(licenceErrors({ ...good, birthDate: '01/01/2010' }, TODAY, RETURN).birthDate).to.equal(
      bookingMessages.birthdayMinAge,
    );
    expect(
      licenceErrors({ ...good, licenseNo: 'X'.repeat(LICENSE_NO_MAX_LENGTH + 1) }, TODAY, RETURN).licenseNo,
    ).to.equal(checkinMessages.checkinLicenceNoLength(LICENSE_NO_MAX_LENGTH));
  });

  it('wants an expiry that is a real date and still valid on the return date', () => {
    expect(licenceErrors({ ...good, expiry: '31/02/2030' }, TODAY, RETURN).expiry).to.equal(
      checkinMessages.checkinExpiryFormat,
    );
    expect(licenceErrors({ ...good, expiry: '10/12/2026' }, TODAY, RETURN).expiry).to.equal(
      checkinMessages.checkinExpiryBeforeReturn('11/12/2026'),
    );
    expect(licenceErrors({ ...good, expiry: '11/12/2026' }, TODAY, RETURN).expiry).to.equal(undefined);
  });

  it('takes an arrival within the opening hours, a flight number within its rule and a note', () => {
    const hours = { open: '08:00', close: '17:00' };
    expect(arrivalErrors({ flight: 'QF520', time: '10:30', note: '' }, hours, 500)).to.deep.equal({});
    expect(arrivalErrors({ flight: '', time: '08:00', note: '' }, hours, 500)).to.deep.equal({});
    expect(arrivalErrors({ flight: '', time: '17:00', note: '' }, hours, 500)).to.deep.equal({});
    expect(arrivalErrors({ flight: '', time: '07:59', note: '' }, hours, 500).time).to.equal(
      checkinMessages.checkinArrivalOutside('08:00', '17:00'),
    );
    expect(arrivalErrors({ flight: '', time: '', note: '' }, hours, 500).time).to.equal(
      checkinMessages.checkinArrivalRequired,
    );
    expect(
      arrivalErrors({ flight: 'Q'.repeat(FLIGHT_NUMBER_MAX_LENGTH + 1), time: '09:00', note: '' }, hours, 500).flight,
    ).to.equal(checkinMessages.checkinFlightLength(FLIGHT_NUMBER_MAX_LENGTH));
  });

  it("signs with the main driver's full name in any case and spacing, nothing else", () => {
    expect(signatureError('  olivia   NGUYEN ', 'Olivia Nguyen')).to.equal('');
    expect(signatureError('', 'Olivia Nguyen')).to.equal(checkinMessages.checkinSignRequired);
    expect(signatureError('Olivia', 'Olivia Nguyen')).to.equal(checkinMessages.checkinSignMismatch('Olivia Nguyen'));
  });
});
