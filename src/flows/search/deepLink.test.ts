import { expect } from '@open-wc/testing';
import '../../../test/unit/setup';
import type { Location, OperationHourSlot, VehicleCategory } from '../../api/types';
import { branchToday } from '../../config';
import { addDays } from '../../lib/dates';
import { initialBookingSearch } from '../../state/bookingSearch';
import { attributes as searchAttributes } from '../../islands/search/attributes.generated';
import { LINK_RULES, completeSearch, parseDeepLink, resolveDeepLink } from './deepLink';

const ZONE = 'Australia/Sydney';
const today = branchToday(ZONE);
const brisbaneToday = branchToday('Australia/Brisbane');

const LOCATIONS: Location[] = [
  {
    ID: 1,
    LocationCode: 'SYDA',
    LocationName: 'Sydney Airport',
    TimeZone: ZONE,
    DropOffLocations: [
      { ID: 1, LocationCode: 'SYDA', LocationName: 'Sydney Airport' },
      { ID: 2, LocationCode: 'SYDC', LocationName: 'Sydney CBD' },
    ],
  },
  {
    ID: 3,
    LocationCode: 'BNEA',
    LocationName: 'Brisbane Airport',
    TimeZone: 'Australia/Brisbane',
    DropOffLocations: [{ ID: 3, LocationCode: 'BNEA', LocationName: 'Brisbane Airport' }],
  },
];
const CATEGORIES: VehicleCategory[] = [
  { ID: 0, Name: 'All Vehicles', RCMID: 0 },
  { ID: 4, Name: 'SUVs', RCMID: 4 },
];
const slot = (time: string, extra: Partial<OperationHourSlot> = {}): OperationHourSlot => ({
  time,
  selected: false,
  disabled: false,
  ...extra,
});
/** 09:00 is past (disabled), 10:00 is marked selected, 11:00 is open. */
const hours = () =>
  Promise.resolve([slot('09:00', { disabled: true }), slot('10:00', { selected: true }), slot('11:00')]);
const context = { locations: LOCATIONS, categories: CATEGORIES, hours };

describe('deep links', () => {
  it("checks promo code and vehicle type by the search island's own attribute rules", () => {
    expect(LINK_RULES).to.deep.equal({
      promoCode: searchAttributes.promoCode,
      vehicleType: searchAttributes.vehicleType,
    });
  });

  it('parses every parameter in its format and drops the malformed ones', () => {
    const { link, dropped } = parseDeepLink(
      '?chw_pickup=syda&chw_return=SYDC&chw_pickup_date=2026-12-10&chw_pickup_time=10:00&chw_return_date=2026-02-30&chw_return_time=25:00&chw_type=x&chw_promo=SAVE10&chw_go=1',
    );
    expect(link).to.deep.equal({
      go: true,
      pickup: 'SYDA',
      return: 'SYDC',
      pickupDate: '2026-12-10',
      pickupTime: '10:00',
      promo: 'SAVE10',
    });
    expect(dropped.map((item) => item.param)).to.deep.equal(['chw_return_date', 'chw_return_time', 'chw_type']);
    expect(parseDeepLink('?chw_go=yes').link.go).to.equal(false);
  });

  it('fills a whole search from a link, over a stored one', async () => {
    const pickupDate = addDays(today, 3);
    const { link } = parseDeepLink(
      `?chw_pickup=SYDA&chw_return=SYDC&chw_pickup_date=${pickupDate}&chw_pickup_time=11:00&chw_return_date=${addDays(pickupDate, 2)}&chw_return_time=10:00&chw_type=4&chw_promo=SAVE10`,
    );
    const stored = { ...initialBookingSearch(), pickupId: 3, pickupLocationCode: 'BNEA', promoCode: 'OLD' };
    const { draft, dropped } = await resolveDeepLink(link, stored, context);
    expect(dropped).to.deep.equal([]);
    expect(draft).to.include({
      pickupId: 1,
      pickupLocationCode: 'SYDA',
      pickupTimeZone: ZONE,
      dropOffId: 2,
      dropOfflocationCode: 'SYDC',
      pickupDate,
      pickupTime: '11:00',
      dropOffDate: addDays(pickupDate, 2),
      dropOffTime: '10:00',
      vehicleCategoryType: 4,
      promoCode: 'SAVE10',
    });
    expect(completeSearch(draft)).to.equal(true);
  });

  it('drops an unknown branch, a past date, a closed time and an unknown type one by one, keeping the rest', async () => {
    const pickupDate = addDays(today, 2);
    const { link } = parseDeepLink(
      `?chw_pickup=NOPE&chw_pickup_date=${addDays(brisbaneToday, -1)}&chw_type=99&chw_promo=KEEP`,
    );
    const unknown = await resolveDeepLink(link, initialBookingSearch(), context);
    expect(unknown.dropped.map((item) => item.param)).to.deep.equal(['chw_pickup', 'chw_pickup_date', 'chw_type']);
    expect(unknown.draft).to.include({ pickupId: 0, pickupDate: '', vehicleCategoryType: -1, promoCode: 'KEEP' });

    const closed = parseDeepLink(
      `?chw_pickup=SYDA&chw_return=BNEA&chw_pickup_date=${pickupDate}&chw_pickup_time=09:00&chw_return_date=${addDays(pickupDate, -1)}`,
    ).link;
    const { draft, dropped } = await resolveDeepLink(closed, initialBookingSearch(), context);
    expect(dropped.map((item) => item.param)).to.deep.equal(['chw_return', 'chw_return_date', 'chw_pickup_time']);
    // The pickup stays, the return is the first allowed, its pickup time the selected slot; the
    // return date (and so its time) is left for the renter: the link's could not be used.
    expect(draft).to.include({
      pickupId: 1,
      dropOffId: 1,
      pickupDate,
      dropOffDate: '',
      pickupTime: '10:00',
      dropOffTime: '',
    });
    expect(completeSearch(draft)).to.equal(false);
  });

  it('judges "past" by the pickup branch\'s today', async () => {
    const { link } = parseDeepLink(`?chw_pickup=SYDA&chw_pickup_date=${today}`);
    const { draft, dropped } = await resolveDeepLink(link, initialBookingSearch(), context);
    expect(dropped).to.deep.equal([]);
    expect(draft.pickupDate).to.equal(today);
  });
});
