import '../../../test/unit/setup';
import { expect } from '@open-wc/testing';
import { initialBookingSearch } from '../../state/bookingSearch';
import { searchRuleMessages } from '../../messages/searchRules';
import { validateSearch } from '../../flows/search/validateSearch';
import { parseAttributes } from '../../lib/parseAttributes';
import { attributes } from './attributes.generated';

const parseSearchProps = (raw: unknown) => parseAttributes(attributes, raw);
import { parseVariant } from '../../flows/search/searchVariant';
import { searchRequest } from '../../flows/search/submitSearch';

const complete = () => ({
  ...initialBookingSearch(),
  pickupId: 1,
  pickupDate: '2030-01-05',
  pickupTime: '10:00',
  dropOffId: 8,
  dropOffDate: '2030-01-06',
  dropOffTime: '10:00',
  vehicleCategoryType: 0,
});

describe('validateSearch', () => {
  it('lists every missing field of an empty form, in form order', () => {
    expect(validateSearch(initialBookingSearch())).to.deep.equal([
      searchRuleMessages.searchPickupLocation,
      searchRuleMessages.searchPickupDate,
      searchRuleMessages.searchPickupTime,
      searchRuleMessages.searchReturnLocation,
      searchRuleMessages.searchReturnDate,
      searchRuleMessages.searchReturnTime,
      searchRuleMessages.searchVehicleType,
    ]);
  });
  it('accepts a complete form, All Vehicles (0) included', () => {
    expect(validateSearch(complete())).to.deep.equal([]);
  });
  it('names only what is missing', () => {
    expect(validateSearch({ ...complete(), dropOffTime: '', vehicleCategoryType: -1 })).to.deep.equal([
      searchRuleMessages.searchReturnTime,
      searchRuleMessages.searchVehicleType,
    ]);
  });
});

describe('the search island props (island.json rules)', () => {
  it('reads the shortcode props', () => {
    expect(parseSearchProps({ variant: 'F', promoCode: ' SAVE10 ' })).to.deep.equal({
      variant: 'F',
      promoCode: 'SAVE10',
    });
    expect(parseSearchProps(undefined)).to.deep.equal({});
  });
  it('ignores wrong values and unknown keys, rejects non-objects', () => {
    expect(parseSearchProps({ variant: 'X', promoCode: {}, other: 1 })).to.deep.equal({});
    expect(() => parseSearchProps('F')).to.throw(TypeError);
    expect(() => parseSearchProps([])).to.throw(TypeError);
  });
  it('reads a location code (island.json: 2–10 letters or digits, upper case) and drops anything else', () => {
    expect(parseSearchProps({ location: ' bnea ' })).to.deep.equal({ location: 'BNEA' });
    expect(parseSearchProps({ location: 'BNEA"><b>' })).to.deep.equal({});
    expect(parseSearchProps({ location: 7 })).to.deep.equal({});
  });
  it('applies the promo code pattern and its 32-character maximum', () => {
    expect(parseSearchProps({ promoCode: 'SAVE 10' })).to.deep.equal({});
    expect(parseSearchProps({ promoCode: 'A'.repeat(40) })).to.deep.equal({ promoCode: 'A'.repeat(32) });
  });
  it('accepts either case for the variant', () => {
    expect(parseVariant('f')).to.equal('F');
    expect(parseVariant('b')).to.equal('B');
    expect(parseVariant('')).to.equal(undefined);
  });
});

describe('searchRequest', () => {
  it('sends source_id 64, the variant and the trimmed promo code', () => {
    const body = searchRequest({ ...complete(), promoCode: ' SAVE10 ', isOver25: false }, 'F');
    expect(body).to.include({
      source_id: 64,
      search_variant: 'F',
      promo_code: 'SAVE10',
      is_over_25: false,
      pickup_location_id: 1,
      dropoff_location_id: 8,
      vehicle_category_type_id: 0,
    });
  });
});
