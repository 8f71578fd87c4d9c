import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import { addDays, displayToYmd, formatTime12, isRealDate, ymdToDisplay, ymdToShortDisplay } from './dates';
import { ageOn, typedDateToDisplay } from './dateOfBirth';
import { formatPickupLong } from './longDates';
import { toYmd, ymdToDate } from './localDates';
import { dayCount } from './rentalDays';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`dates (time zone ${zone})`, () => {
  it('round-trips yyyy-mm-dd through local Dates without drift', () => {
    for (const text of [
      '2026-01-01',
      '2026-04-05',
      '2026-10-04',
      '2026-12-31',
      '2024-02-29',
      '2026-03-08',
      '2026-11-01',
    ]) {
      const date = ymdToDate(text);
      expect(date, text).to.be.instanceOf(Date);
      expect(toYmd(date as Date)).to.equal(text);
    }
  });

  it('formats for display: dd/mm/yyyy and dd/mm/yy', () => {
    expect(ymdToDisplay('2026-01-05')).to.equal('05/01/2026');
    expect(ymdToShortDisplay('2026-01-05')).to.equal('05/01/26');
    expect(ymdToDisplay('2026-02-30')).to.equal('');
    expect(ymdToDisplay('')).to.equal('');
  });

  it('parses dd/mm/yyyy only for real calendar dates', () => {
    expect(displayToYmd('29/02/2024')).to.equal('2024-02-29');
    expect(displayToYmd('29/02/2023')).to.equal('');
    expect(displayToYmd('31/02/2000')).to.equal('');
    expect(displayToYmd('1/2/2000')).to.equal('');
    expect(displayToYmd('2000-02-01')).to.equal('');
    expect(isRealDate(2000, 2, 29)).to.equal(true);
    expect(isRealDate(1900, 2, 29)).to.equal(false);
  });

  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).to.equal('2026-02-01');
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2026-03-08', 1)).to.equal('2026-03-09'); // US DST starts
    expect(addDays('2026-04-05', 1)).to.equal('2026-04-06'); // AU DST ends
    expect(addDays('2026-10-04', 1)).to.equal('2026-10-05'); // AU DST starts
    expect(addDays('2026-01-10', -10)).to.equal('2025-12-31');
  });

  it('counts rental days as the span rounded up, at least 1', () => {
    expect(dayCount('2026-12-01', '10:00', '2026-12-02', '10:00')).to.equal(1);
    expect(dayCount('2026-12-01', '10:00', '2026-12-02', '10:30')).to.equal(2);
    expect(dayCount('2026-12-01', '10:00', '2026-12-01', '15:00')).to.equal(1);
    expect(dayCount('2026-12-30', '09:00', '2027-01-03', '08:00')).to.equal(4);
    expect(dayCount('2026-10-03', '10:00', '2026-10-05', '10:00')).to.equal(2); // across AU DST start
    expect(dayCount('', '10:00', '2026-10-05', '10:00')).to.equal(0);
  });

  it('computes age in whole years', () => {
    expect(ageOn('2005-11-21', '2026-11-21')).to.equal(21);
    expect(ageOn('2005-11-22', '2026-11-21')).to.equal(20);
    expect(ageOn('2004-02-29', '2025-02-28')).to.equal(20);
    expect(ageOn('2004-02-29', '2025-03-01')).to.equal(21);
  });

  it('formats times and the subscription pickup line', () => {
    expect(formatTime12('09:30')).to.equal('9:30 AM');
    expect(formatTime12('00:00')).to.equal('12:00 AM');
    expect(formatTime12('12:00')).to.equal('12:00 PM');
    expect(formatTime12('23:59')).to.equal('11:59 PM');
    expect(formatPickupLong('2026-01-05', '09:30')).to.equal('Mon, 05 Jan - 09:30 AM');
    expect(formatPickupLong('2026-01-05', '13:00')).to.equal('Mon, 05 Jan - 01:00 PM');
  });
});

describe('typedDateToDisplay', () => {
  it('reads a date as people type one they know, and leaves the rest for the rules', () => {
    for (const typed of ['15/06/1990', '15061990', '15-6-1990', '15.06.1990', ' 15 06 1990 ', '15 / 6 / 1990'])
      expect(typedDateToDisplay(typed), typed).to.equal('15/06/1990');
    expect(typedDateToDisplay('1/2/1990')).to.equal('01/02/1990');
    for (const other of ['', '15/06/90', '1990-06-15', 'June 15', '150690'])
      expect(typedDateToDisplay(other), other).to.equal(other.trim());
  });
});
