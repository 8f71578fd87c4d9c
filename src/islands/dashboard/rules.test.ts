import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { staffMessages } from '../../messages/staff';
import { exportFileName } from './exportFileName';
import { pageList } from './pageList';
import { TIME_SLOTS } from './timeSlots';
import { validateDates } from './validateDates';

const dates = (dateFrom: string, dateTo: string, timeFrom = '00:00', timeTo = '23:30') => ({
  dateFrom,
  dateTo,
  timeFrom,
  timeTo,
});

describe('dashboard rules', () => {
  it('time slots: every 30 minutes from 00:00 to 23:30, then 23:59', () => {
    expect(TIME_SLOTS.length).to.equal(49);
    expect(TIME_SLOTS.slice(0, 3)).to.deep.equal(['00:00', '00:30', '01:00']);
    expect(TIME_SLOTS.slice(-3)).to.deep.equal(['23:00', '23:30', '23:59']);
  });

  it('dates: neither in the future, to not before from (times included)', () => {
    const today = '2026-03-10';
    expect(validateDates(dates('', ''), today)).to.deep.equal({});
    expect(validateDates(dates('2026-03-10', '2026-03-10'), today)).to.deep.equal({});
    expect(validateDates(dates('2026-03-11', ''), today)).to.deep.equal({ from: staffMessages.dateInFuture });
    expect(validateDates(dates('', '2026-03-11'), today)).to.deep.equal({ to: staffMessages.dateInFuture });
    expect(validateDates(dates('2026-03-05', '2026-03-04'), today)).to.deep.equal({
      to: staffMessages.dateToBeforeFrom,
    });
    expect(validateDates(dates('2026-03-05', '2026-03-05', '12:00', '10:00'), today)).to.deep.equal({
      to: staffMessages.dateToBeforeFrom,
    });
  });

  it('export file name: bookings_export_<yyyymmdd-HHMMSS>.csv in local time', () => {
    expect(exportFileName(new Date(2026, 10, 21, 15, 30, 0))).to.equal('bookings_export_20261121-153000.csv');
    expect(exportFileName(new Date(2027, 0, 2, 3, 4, 5))).to.equal('bookings_export_20270102-030405.csv');
  });

  it('page list: first, last and a window around the current page, gaps marked', () => {
    expect(pageList(1, 1)).to.deep.equal([1]);
    expect(pageList(1, 5)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(pageList(8, 16)).to.deep.equal([1, null, 6, 7, 8, 9, 10, null, 16]);
  });
});
