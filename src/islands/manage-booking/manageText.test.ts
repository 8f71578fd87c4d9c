import { expect } from '@open-wc/testing';
import '../../../test/unit/setup';
import type { ManageBranch, ManagedBooking } from '../../api/manage';
import { cancelMoneyText, differenceText, freeCancellationText } from './manageText';

/**
 * The words are the branch's wall clock, whatever zone the browser is in: CI also runs this file
 * with TZ=America/Los_Angeles. Sydney's summer time began on Sun 4 Oct 2026 at 2:00 am (clocks to
 * 3:00 am) and ended on Sun 5 Apr 2026 at 3:00 am (clocks to 2:00 am); Brisbane keeps no summer time.
 */
const branch = (zone: string): ManageBranch => ({
  code: 'X',
  name: 'Branch',
  address: '1 Street',
  time_zone: zone,
  at: '2026-10-04T00:00:00Z',
  date: '2026-10-04',
  time: '10:00',
  hours: [],
});

const booking = (over: Partial<ManagedBooking> & Pick<ManagedBooking, 'cancellation'>): ManagedBooking => ({
  reservation_no: 'CHW100001',
  reservation_ref: 'CHW-100001-ABCD',
  status: 'C',
  payment_type: 'N',
  pickup: branch('Australia/Sydney'),
  dropoff: branch('Australia/Sydney'),
  days: 3,
  vehicle: { id: 1, name: 'Car', sub_name: '', image: '' },
  liability: null,
  extras: [],
  extra_options: [],
  driver: { first_name: 'Ann', last_name: 'Lee' },
  email_masked: 'a***@example.com',
  phone_masked: '04** *** 678',
  flight_no: '',
  license_no: '',
  license_state: '',
  totals: [],
  total: 300,
  paid: 300,
  preauthorised: 0,
  refunded: 0,
  refundable_now: 300,
  can_change: true,
  pending_change: null,
  ...over,
});

const terms = (free_until: string, fee = 0, refund = 300): ManagedBooking['cancellation'] => ({
  allowed: true,
  free_until,
  fee,
  refund,
  late_fee: null,
  reason: '',
});

describe('manageText', () => {
  it('words the free cancellation in the pick-up branch’s zone across a change of clocks', () => {
    expect(freeCancellationText(booking({ cancellation: terms('2026-10-03T16:30:00Z') }))).to.equal(
      'Free cancellation until Sun, 04 Oct - 03:30 AM (Sydney time). After that the booking can no longer be cancelled online.',
    );
    const brisbane = booking({ pickup: branch('Australia/Brisbane'), cancellation: terms('2026-10-03T16:30:00Z') });
    expect(freeCancellationText(brisbane)).to.equal(
      'Free cancellation until Sun, 04 Oct - 02:30 AM (Brisbane time). After that the booking can no longer be cancelled online.',
    );
  });

  it('words what cancelling does to the money', () => {
    const free = terms('2026-12-01T00:00:00Z');
    expect(cancelMoneyText(booking({ cancellation: free }))).to.equal(
      'We will refund $300.00 to your card. It may take 5 to 10 business days to appear.',
    );
    expect(cancelMoneyText(booking({ paid: 1250, cancellation: terms('2026-12-01T00:00:00Z', 50, 1200) }))).to.equal(
      'We will refund $1,200.00 to your card: the $1,250.00 you paid less the cancellation fee of $50.00. It may take 5 to 10 business days to appear.',
    );
    expect(cancelMoneyText(booking({ payment_type: 'L', cancellation: free }))).to.equal(
      'The preauthorisation on your card will be released. Nothing will be charged.',
    );
  });

  it('words the difference of a re-quote', () => {
    const b = booking({ cancellation: terms('2026-12-01T00:00:00Z') });
    expect(differenceText(b, 42.5, 342.5)).to.equal('You pay $42.50 more');
    expect(differenceText(b, -12, 288)).to.equal('We refund $12.00 to your card');
    expect(differenceText(b, 0, 300)).to.equal('The total stays the same.');
    expect(differenceText({ ...b, payment_type: 'L' }, 42.5, 342.5)).to.equal(
      'Your new total, paid at the counter: $342.50',
    );
  });
});
