import { expect } from '@open-wc/testing';
import '../../../test/unit/setup';
import { initialBookingSearch } from '../../state/bookingSearch';
import { parseQuote, quoteOf, quoteParams, quoteUrl, readQuote, searchPart, type Quote } from './quoteLink';

const search = {
  ...initialBookingSearch(),
  pickupId: 3,
  pickupLocationCode: 'BNEA',
  pickupLocationName: 'Brisbane Airport',
  pickupDate: '2026-12-08',
  pickupTime: '10:00',
  dropOffId: 3,
  dropOfflocationCode: 'BNEC',
  dropOffLocationName: 'Brisbane City',
  dropOffDate: '2026-12-11',
  dropOffTime: '14:30',
  vehicleCategoryType: 2,
  promoCode: ' SAVE10 ',
  isOver25: false,
  firstName: 'Ada',
  email: 'ada@example.com',
  mobileNumber: '0412 345 678',
};

const liability = {
  insurance: { id: 4, name: '$500 Damage Liability' },
  extras: [
    { id: 9, name: 'Baby Seat', quantity: 2 },
    { id: 5, name: 'GPS', quantity: 1 },
    { id: 7, name: 'Booster', quantity: 0 },
  ],
};

describe('quote links', () => {
  it('hold the search, car, payment type, cover, extras and total, and nothing personal', () => {
    const quote = quoteOf(search, { id: 12, paymentType: 'L' }, liability, 512.4) as Quote;
    const link = quoteUrl('/checkout', quote, 'https://cars.example/booking');
    expect(link).to.equal(
      'https://cars.example/checkout?chw_pickup=BNEA&chw_return=BNEC&chw_pickup_date=2026-12-08&chw_pickup_time=10:00&chw_return_date=2026-12-11&chw_return_time=14:30&chw_type=2&chw_promo=SAVE10&chw_over25=0&chw_car=12&chw_pay=L&chw_cover=4&chw_extras=5x1.9x2&chw_quote=512.4',
    );
    for (const personal of ['Ada', 'ada', '0412', 'example.com']) expect(link).not.to.contain(personal);
  });

  it('have no quote without a chosen car, payment type or total', () => {
    expect(quoteOf(search, {}, liability, 10)).to.equal(null);
    expect(quoteOf(search, { id: 12 }, liability, 10)).to.equal(null);
    expect(quoteOf(search, { id: 12, paymentType: 'N' }, liability, undefined)).to.equal(null);
  });

  it('read back what they hold', () => {
    const quote = quoteOf(search, { id: 12, paymentType: 'N' }, liability, 99.95) as Quote;
    const read = readQuote(`?${quoteParams(quote).toString()}`);
    expect(read).to.deep.equal({
      link: {
        go: false,
        pickup: 'BNEA',
        return: 'BNEC',
        pickupDate: '2026-12-08',
        pickupTime: '10:00',
        returnDate: '2026-12-11',
        returnTime: '14:30',
        type: 2,
        promo: 'SAVE10',
      },
      over25: false,
      car: 12,
      pay: 'N',
      cover: 4,
      extras: [
        { id: 5, quantity: 1 },
        { id: 9, quantity: 2 },
      ],
      total: 99.95,
    });
  });

  it('refuse only a link whose car was cut or edited; a lost payment type or total is left out', () => {
    const base = 'chw_pickup=BNEA&chw_car=12&chw_pay=N&chw_quote=10';
    expect(readQuote(`?${base}`)).not.to.equal(null);
    expect(readQuote('?chw_pickup=BNEA&chw_pay=N&chw_quote=10')).to.equal(null);
    expect(readQuote('?chw_pickup=BNEA&chw_car=12&chw_pay=X&chw_quote=10')?.pay).to.equal('L');
    expect(readQuote('?chw_pickup=BNEA&chw_car=12&chw_pay=N&chw_quote=ten')?.total).to.equal(null);
    const missing = parseQuote('?chw_pickup=BNEA&chw_car=12&chw_pay=N');
    expect(missing.quote?.total).to.equal(null);
    expect(missing.dropped.map((item) => item.param)).to.deep.equal(['chw_quote']);
  });

  it('read a link with the punctuation of the sentence it ended', () => {
    expect(readQuote('?chw_car=12&chw_pay=N&chw_quote=354.9.')?.total).to.equal(354.9);
    expect(readQuote('?chw_car=12&chw_pay=N&chw_extras=5x1.7x2&chw_quote=354.9)')?.total).to.equal(354.9);
    expect(readQuote('?chw_car=12&chw_pay=N&chw_quote=1&chw_extras=5x1.7x2.')?.extras).to.deep.equal([
      { id: 5, quantity: 1 },
      { id: 7, quantity: 2 },
    ]);
  });

  it('read a link a copy HTML-escaped (`&amp;`), with the full stop of its sentence', () => {
    const read = readQuote('?chw_pickup=BNEA&amp;chw_car=12&amp;chw_pay=N&amp;chw_cover=4&amp;chw_quote=354.9.');
    expect(read?.car).to.equal(12);
    expect(read?.pay).to.equal('N');
    expect(read?.cover).to.equal(4);
    expect(read?.total).to.equal(354.9);
    expect(read?.link.pickup).to.equal('BNEA');
  });

  it('leave out a malformed cover or extras list (chosen again on the step), never the rest', () => {
    const read = readQuote('?chw_car=12&chw_pay=N&chw_quote=10&chw_cover=abc&chw_extras=5x1.9');
    expect(read?.cover).to.equal(null);
    expect(read?.extras).to.deep.equal([{ id: 5, quantity: 1 }]);
    expect(read?.car).to.equal(12);
  });

  it('give the search part alone for the search form', () => {
    expect(
      searchPart('?chw_pickup=BNEA&chw_car=12&chw_pay=N&chw_cover=1&chw_extras=5x1&chw_over25=0&chw_quote=10'),
    ).to.equal('chw_pickup=BNEA');
  });
});
