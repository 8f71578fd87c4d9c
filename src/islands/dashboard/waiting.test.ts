import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import type { DashboardBooking } from '../../api/types';
import { isOverdue, waitingMs, waitingText, zonedToInstant } from './waiting';

const row = (over: Partial<DashboardBooking>) =>
  ({ Type: 'BOOKING', TransactionDateTime: '', ...over }) as DashboardBooking;

describe('call-back waiting times', () => {
  it('reads the server wall-clock time in its zone, daylight saving included', () => {
    expect(zonedToInstant('2026-12-01 09:00:30', 'Australia/Brisbane')).to.equal(
      Date.parse('2026-12-01T09:00:30+10:00'),
    );
    expect(zonedToInstant('2026-12-01 09:00', 'Australia/Sydney')).to.equal(Date.parse('2026-12-01T09:00:00+11:00'));
    expect(zonedToInstant('2026-06-01 09:00', 'Australia/Sydney')).to.equal(Date.parse('2026-06-01T09:00:00+10:00'));
    expect(zonedToInstant('soon', 'Australia/Sydney')).to.equal(null);
  });

  it('says how long in words, and a phone booking is overdue only after 5 minutes', () => {
    const now = Date.parse('2026-12-01T09:10:00+10:00');
    const phone = row({ RequestedDateTime: '2026-12-01 09:04:00', TransactionDateTime: '2026-12-01 08:00:00' });
    const ms = waitingMs(phone, 'Australia/Brisbane', now) ?? -1;
    expect(waitingText(ms), 'from the request, not the search').to.equal('6 min ago');
    expect(isOverdue(phone, ms)).to.equal(true);
    expect(isOverdue(phone, 5 * 60_000)).to.equal(false);
    expect(isOverdue(row({ Type: 'REQ_CALL' }), ms), 'an enquiry names its own time').to.equal(false);
    const enquiry = row({ Type: 'REQ_CALL', TransactionDateTime: '2026-12-01 09:09:30' });
    expect(waitingText(waitingMs(enquiry, 'Australia/Brisbane', now) ?? -1)).to.equal('just now');
    expect(waitingText(59 * 60_000)).to.equal('59 min ago');
    expect(waitingText(3 * 3_600_000 + 59 * 60_000)).to.equal('3 h ago');
    expect(waitingText(25 * 3_600_000)).to.equal('1 day ago');
    expect(waitingText(50 * 3_600_000)).to.equal('2 days ago');
  });
});
