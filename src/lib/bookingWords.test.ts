import { expect } from '@open-wc/testing';
import '../../test/unit/setup';
import {
  bookingRows,
  branchText,
  cancellationTerms,
  costLines,
  extrasLine,
  formatMoney,
  formatPickupLong,
  refundText,
  termsNoteText,
  wallText,
  zoneLabel,
  type WordsBooking,
} from './bookingWords.mjs';

/**
 * The words are the branch's wall clock, whatever zone the browser is in: `npm test` also runs this
 * file with TZ=America/Los_Angeles (docs/testing.md). Sydney's summer time began on Sun 4 Oct 2026
 * at 2:00 am (clocks to 3:00 am) and ended on Sun 5 Apr 2026 at 3:00 am (clocks to 2:00 am);
 * Brisbane keeps none; Los Angeles fell back on Sun 1 Nov 2026 at 2:00 am.
 */
const booking = (over: Partial<WordsBooking> = {}): WordsBooking => ({
  reservation_no: 'CHW100001',
  status: 'C',
  payment_type: 'N',
  pickup: {
    name: 'Sydney Airport',
    address: '1 Airport Dr',
    time_zone: 'Australia/Sydney',
    at: '2026-10-03T23:00:00Z',
    date: '2026-10-04',
    time: '10:00',
  },
  dropoff: {
    name: 'Brisbane Airport',
    address: '11 The Circuit',
    time_zone: 'Australia/Brisbane',
    at: '2026-10-08T00:00:00Z',
    date: '2026-10-08',
    time: '10:00',
  },
  vehicle: { name: 'Toyota Corolla', sub_name: 'or similar | Small Auto' },
  liability: { name: '$500 Damage Liability' },
  extras: [],
  driver: { first_name: 'Ann', last_name: 'Lee' },
  flight_no: '',
  total: 1234.5,
  paid: 1234.5,
  preauthorised: 0,
  refunded: 0,
  cancellation: { free_until: '2026-10-01T23:00:00Z', late_fee: 50 },
  ...over,
});

describe('bookingWords', () => {
  it('writes dates as the booking steps do', () => {
    expect(formatPickupLong('2026-01-05', '09:30')).to.equal('Mon, 05 Jan - 09:30 AM');
    expect(formatPickupLong('2026-12-10', '16:00')).to.equal('Thu, 10 Dec - 04:00 PM');
    expect(formatPickupLong('2026-12-10', '00:05')).to.equal('Thu, 10 Dec - 12:05 AM');
    expect(formatPickupLong('2026-12-10', '12:00')).to.equal('Thu, 10 Dec - 12:00 PM');
    expect(formatPickupLong('2026-02-30', '10:00')).to.equal('');
    expect(formatPickupLong('2026-12-10', '')).to.equal('Thu, 10 Dec');
  });

  it('reads Sydney’s wall clock either side of the start of summer time', () => {
    // 01:30 AEST (UTC+10), then an hour later 03:30 AEDT (UTC+11): 02:30 never happens.
    expect(wallText('2026-10-03T15:30:00Z', 'Australia/Sydney')).to.equal('Sun, 04 Oct - 01:30 AM');
    expect(wallText('2026-10-03T16:30:00Z', 'Australia/Sydney')).to.equal('Sun, 04 Oct - 03:30 AM');
    // The same instants in Brisbane, which stays on UTC+10; epoch ms as well as ISO text.
    expect(wallText(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Brisbane')).to.equal('Sun, 04 Oct - 01:30 AM');
    expect(wallText('2026-10-03T16:30:00Z', 'Australia/Brisbane')).to.equal('Sun, 04 Oct - 02:30 AM');
  });

  it('reads Sydney’s wall clock either side of the end of summer time', () => {
    // 02:30 happens twice: first AEDT (UTC+11), then AEST (UTC+10).
    expect(wallText('2026-04-04T15:30:00Z', 'Australia/Sydney')).to.equal('Sun, 05 Apr - 02:30 AM');
    expect(wallText('2026-04-04T16:30:00Z', 'Australia/Sydney')).to.equal('Sun, 05 Apr - 02:30 AM');
    expect(wallText('2026-04-04T17:30:00Z', 'Australia/Sydney')).to.equal('Sun, 05 Apr - 03:30 AM');
  });

  it('does not follow the browser’s own change of clocks (Los Angeles, Sun 1 Nov 2026)', () => {
    // 08:30 and 09:30 UTC are 1:30 am twice in Los Angeles; in Sydney an hour apart as always.
    expect(wallText('2026-11-01T08:30:00Z', 'Australia/Sydney')).to.equal('Sun, 01 Nov - 07:30 PM');
    expect(wallText('2026-11-01T09:30:00Z', 'Australia/Sydney')).to.equal('Sun, 01 Nov - 08:30 PM');
    expect(wallText('2026-11-01T08:30:00Z', 'America/Los_Angeles')).to.equal('Sun, 01 Nov - 01:30 AM');
    expect(wallText('2026-11-01T09:30:00Z', 'America/Los_Angeles')).to.equal('Sun, 01 Nov - 01:30 AM');
    expect(wallText('not a date', 'Australia/Sydney')).to.equal('');
  });

  it('names a zone by its city', () => {
    expect(zoneLabel('Australia/Sydney')).to.equal('Sydney time');
    expect(zoneLabel('America/Los_Angeles')).to.equal('Los Angeles time');
    expect(zoneLabel('UTC')).to.equal('UTC time');
  });

  it('writes money as every price in the widget', () => {
    expect(formatMoney(1234.5)).to.equal('$1,234.50');
    expect(formatMoney(-12)).to.equal('-$12.00');
    expect(formatMoney(-0.004)).to.equal('$0.00');
  });

  it('says where and when, date first', () => {
    const b = booking();
    expect(branchText(b.pickup)).to.equal('Sun, 04 Oct - 10:00 AM (Sydney time), Sydney Airport');
    expect(branchText(b.dropoff, true)).to.equal(
      'Thu, 08 Oct - 10:00 AM (Brisbane time), Brisbane Airport, 11 The Circuit',
    );
  });

  it('lists the extras on one line, or none', () => {
    expect(extrasLine([])).to.equal('None');
    expect(
      extrasLine([
        { name: 'GPS', qty: 1, total: 30 },
        { name: 'Child seat', qty: 2, total: 40 },
      ]),
    ).to.equal('GPS × 1 ($30.00), Child seat × 2 ($40.00)');
  });

  it('keeps the rows in one order with their words', () => {
    const rows = bookingRows(booking({ extras: [{ name: 'GPS', qty: 1, total: 30 }], flight_no: 'QF1' }));
    expect(rows.map((row) => row.label)).to.deep.equal([
      'Pick-up',
      'Return',
      'Car',
      'Cover',
      'Extras',
      'Driver',
      'Flight number',
      'Total',
      'Payment',
      'Cancellation',
    ]);
    expect(rows.map((row) => row.value).slice(2, 9)).to.deep.equal([
      'Toyota Corolla or similar | Small Auto',
      '$500 Damage Liability',
      'GPS × 1 ($30.00)',
      'Ann Lee',
      'QF1',
      '$1,234.50',
      'Paid: $1,234.50',
    ]);
    // `paid` is the ledger's net (captured less refunded): the words say what the card paid, then what came back.
    const refunded = bookingRows(booking({ payment_type: 'N', paid: 298.1, refunded: 120 }));
    expect(refunded[8].value).to.equal('Paid: $418.10. Refunded: $120.00');
    const later = bookingRows(booking({ payment_type: 'L', paid: 0, preauthorised: 300, refunded: 20 }));
    expect(later[8].value).to.equal('Pay at the counter. Preauthorised on your card: $300.00. Refunded: $20.00');
    // Cancelled: nothing is held, so no "Preauthorised on your card: $0.00" (the page and the emails alike).
    const released = bookingRows(booking({ status: 'X', payment_type: 'L', paid: 0, preauthorised: 0 }));
    expect(released[8].value).to.equal(
      'The preauthorisation on your card has been released. Nothing has been charged.',
    );
  });

  it('words the terms in the pick-up branch’s zone across a change of clocks', () => {
    // 48 hours before a 10:00 am pick-up on the first day of summer time: 9:00 am by the old clock.
    expect(cancellationTerms(booking({ cancellation: { free_until: '2026-10-01T23:00:00Z', late_fee: 50 } }))).to.equal(
      'Free cancellation until Fri, 02 Oct - 09:00 AM (Sydney time). After that, until pick-up, a cancellation fee of $50.00 applies.',
    );
    expect(
      cancellationTerms(
        booking({ payment_type: 'L', cancellation: { free_until: '2026-10-03T16:30:00Z', late_fee: 50 } }),
      ),
    ).to.equal('Free cancellation until Sun, 04 Oct - 03:30 AM (Sydney time). After that, please call us to cancel.');
    expect(
      cancellationTerms(booking({ cancellation: { free_until: '2026-10-03T16:30:00Z', late_fee: null } })),
    ).to.equal(
      'Free cancellation until Sun, 04 Oct - 03:30 AM (Sydney time). After that the booking can no longer be cancelled online.',
    );
    expect(cancellationTerms(booking({ status: 'X' }))).to.equal('This booking has been cancelled.');
  });

  it('words the refund before and after', () => {
    const b = booking({ paid: 1250 });
    expect(refundText(b, { refund: 1200, fee: 50 }, 'will')).to.equal(
      'We will refund $1,200.00 to your card: the $1,250.00 you paid less the cancellation fee of $50.00. It may take 5 to 10 business days to appear.',
    );
    expect(refundText(b, { refund: 1200, fee: 50 }, 'done')).to.equal(
      'We have refunded $1,200.00 to your card and kept the cancellation fee of $50.00. It may take 5 to 10 business days to appear.',
    );
    expect(refundText(b, { refund: 1250, fee: 0 }, 'done')).to.equal(
      'We have refunded $1,250.00 to your card. It may take 5 to 10 business days to appear.',
    );
    expect(refundText(booking({ payment_type: 'L' }), { refund: 0, fee: 0 }, 'done')).to.equal(
      'The preauthorisation on your card has been released. Nothing has been charged.',
    );
  });

  it('words what a change does to the terms', () => {
    expect(termsNoteText({ kind: 'later' }, '2026-10-03T16:30:00Z', 'Australia/Sydney')).to.equal(
      'Free cancellation still ends Sun, 04 Oct - 03:30 AM (Sydney time): a later pick-up does not move it.',
    );
    expect(termsNoteText({ kind: 'ended', fee: null }, '2026-10-03T16:30:00Z', 'Australia/Brisbane')).to.equal(
      'Free cancellation ended Sun, 04 Oct - 02:30 AM (Brisbane time). Changing your booking does not change that: to cancel after it, please call us.',
    );
  });

  it('lays out the cost breakdown as /complete does', () => {
    expect(
      costLines([
        { type: 'daily_rate', name: 'Toyota Corolla', total: 59.3, quantity: 3 },
        { type: 'country_tax', name: 'GST included (10%)', total: 16.17 },
        { type: 'total', name: 'Total', total: 177.9 },
      ]),
    ).to.deep.equal([
      { name: 'Toyota Corolla', amount: '$59.30 per day × 3 days', grand: false },
      { name: 'GST included (10%)', amount: '$16.17', grand: false },
      { name: 'Total', amount: '$177.90', grand: true },
    ]);
  });
});
