import type { Location, OperationHourSlot, VehicleCategory } from '../../api/types';
import { branchToday } from '../../config';
import { addDays, parseYmd } from '../../lib/dates';
import type { BookingSearch } from '../../state/bookingSearch';
import { BRANCH_CODE, linkParams, type DroppedParam } from '../../lib/deepLinks';
import { searchMessages } from '../../messages/search';
import { normaliseAttribute, type AttributeRule, type AttributeRules } from '../../lib/parseAttributes';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  VEHICLE_TYPE_MAX_LENGTH,
  VEHICLE_TYPE_PATTERN,
} from '../../rules.generated';

/**
 * Deep links into the search (`?chw_pickup=BNEA&chw_pickup_date=2026-12-10&…&chw_go=1`): what an
 * ad or an email may pre-fill. Each value is checked on its own; one that is malformed, unknown
 * or past is dropped with a note (for the console), and the rest is kept.
 */
export interface DeepLink {
  pickup?: string;
  return?: string;
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  type?: number;
  /** Where `type` came from: `chw_type`, or the island's `vehicleType` attribute. */
  typeParam?: string;
  promo?: string;
  /** `chw_go=1`: run the search as soon as the form is filled. */
  go: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * The rules of the search island's `promoCode` and `vehicleType` attributes, from the rules of
 * src/rules.json its island.json names: a link value passes where the shortcode, the block and the
 * bundle would take it (deepLink.test.ts checks they are the island's generated rules).
 */
export const LINK_RULES = {
  promoCode: { pattern: PROMO_CODE_PATTERN, maxLength: PROMO_CODE_MAX_LENGTH },
  vehicleType: { pattern: VEHICLE_TYPE_PATTERN, maxLength: VEHICLE_TYPE_MAX_LENGTH },
} as const satisfies AttributeRules;
/** A link value in the form its attribute rule takes it, unchanged by that rule. */
const fits = (rule: AttributeRule) => (value: string) => value !== '' && normaliseAttribute(rule, value) === value;
const promoFits = fits(LINK_RULES.promoCode);
const typeFits = fits(LINK_RULES.vehicleType);

type Field = Exclude<keyof DeepLink, 'go' | 'type'>;

/** Parameter → field and its format check. */
const FORMATS: [param: string, field: Field, ok: (value: string) => boolean][] = [
  ['chw_pickup', 'pickup', (value) => BRANCH_CODE.test(value)],
  ['chw_return', 'return', (value) => BRANCH_CODE.test(value)],
  ['chw_pickup_date', 'pickupDate', (value) => parseYmd(value) !== null],
  ['chw_pickup_time', 'pickupTime', (value) => TIME.test(value)],
  ['chw_return_date', 'returnDate', (value) => parseYmd(value) !== null],
  ['chw_return_time', 'returnTime', (value) => TIME.test(value)],
  ['chw_promo', 'promo', promoFits],
];

/** The link's values in their formats (codes upper-cased); the malformed ones dropped. */
export function parseDeepLink(search: string): { link: DeepLink; dropped: DroppedParam[] } {
  const params = linkParams(search);
  const link: DeepLink = { go: params.get('chw_go') === '1' };
  const dropped: DroppedParam[] = [];
  for (const [param, field, ok] of FORMATS) {
    const raw = params.get(param)?.trim();
    if (!raw) continue;
    const value = field === 'pickup' || field === 'return' ? raw.toUpperCase() : raw;
    if (ok(value)) link[field] = value;
    else dropped.push({ param, value: raw, reason: 'not in the expected format' });
  }
  const type = params.get('chw_type')?.trim();
  if (type && typeFits(type)) link.type = Number(type);
  else if (type) dropped.push({ param: 'chw_type', value: type, reason: 'not a vehicle category id' });
  return { link, dropped };
}

/** The search form's field each search parameter fills (its label, for the renter). */
const FIELD_LABELS: Record<string, string> = {
  chw_pickup: searchMessages.pickupLocation,
  chw_return: searchMessages.returnLocation,
  chw_pickup_date: searchMessages.pickupDate,
  chw_pickup_time: searchMessages.pickupTime,
  chw_return_date: searchMessages.returnDate,
  chw_return_time: searchMessages.returnTime,
  chw_type: searchMessages.vehicleType,
  vehicleType: searchMessages.vehicleType,
  chw_promo: searchMessages.promoCode,
};

/** The form fields of dropped search parameters, lower-cased and joined ("pick-up time and return date"). */
export function droppedFields(dropped: DroppedParam[]): string {
  const names = [...new Set(dropped.map((item) => FIELD_LABELS[item.param]?.toLowerCase()).filter(Boolean))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

/** What the link is checked against: the search's lists, and a branch's slots on a day. */
export interface DeepLinkContext {
  locations: Location[];
  categories: VehicleCategory[];
  hours: (locationCode: string, date: string) => Promise<OperationHourSlot[]>;
}

const open = (slots: OperationHourSlot[], time: string | undefined) =>
  Boolean(time) && slots.some((slot) => slot.time === time && !slot.disabled);

/**
 * The search the link makes from `base` (the stored search, or an empty one): its known branches,
 * dates from the pickup branch's today on, open times and a known vehicle type; each value that is
 * not dropped with its reason. A given pickup date without a return date returns the next day, as
 * the form does; a return date before the pickup is dropped and leaves the return date empty. Times the link does not give are the form's: the base's while that slot is open,
 * else the slot the branch marks selected.
 */
export async function resolveDeepLink(
  link: DeepLink,
  base: BookingSearch,
  { locations, categories, hours }: DeepLinkContext,
): Promise<{ draft: BookingSearch; dropped: DroppedParam[] }> {
  const draft = { ...base };
  const dropped: DroppedParam[] = [];
  const drop = (param: string, value: string | number, reason: string) =>
    dropped.push({ param, value: String(value), reason });

  if (link.pickup) {
    const pickup = locations.find((branch) => branch.LocationCode === link.pickup);
    if (pickup) {
      Object.assign(draft, {
        pickupId: pickup.ID,
        pickupLocationCode: pickup.LocationCode,
        pickupLocationName: pickup.LocationName,
        pickupTimeZone: pickup.TimeZone ?? '',
      });
    } else drop('chw_pickup', link.pickup, 'no such branch');
  }
  const pickup = locations.find((branch) => branch.ID === draft.pickupId);
  const allowed = pickup?.DropOffLocations ?? [];
  const chosenReturn = link.return ? allowed.find((drop) => drop.LocationCode === link.return) : undefined;
  if (link.return && !chosenReturn) {
    drop('chw_return', link.return, pickup ? `not a return branch of ${pickup.LocationCode}` : 'no pickup branch');
  }
  const dropOff = chosenReturn ?? allowed.find((drop) => drop.ID === draft.dropOffId) ?? allowed[0];
  Object.assign(draft, {
    dropOffId: dropOff?.ID ?? 0,
    dropOfflocationCode: dropOff?.LocationCode ?? '',
    dropOffLocationName: dropOff?.LocationName ?? '',
  });

  // The pickup branch's today governs "past" (its zone may be a day ahead of the browser's).
  const today = branchToday(pickup?.TimeZone);
  if (draft.pickupDate && draft.pickupDate < today) Object.assign(draft, { pickupDate: '', dropOffDate: '' });
  if (link.pickupDate) {
    if (link.pickupDate < today) drop('chw_pickup_date', link.pickupDate, `in the past (today is ${today})`);
    else Object.assign(draft, { pickupDate: link.pickupDate, dropOffDate: addDays(link.pickupDate, 1) });
  }
  if (link.returnDate) {
    const earliest = draft.pickupDate || today;
    if (link.returnDate < earliest) {
      drop('chw_return_date', link.returnDate, `before ${earliest}`);
      // The link asked for a return date, just not one that can be used: the renter chooses it
      // (followDeepLink says so), never a date the link did not give.
      draft.dropOffDate = '';
    } else draft.dropOffDate = link.returnDate;
  }
  if (draft.dropOffDate && draft.dropOffDate < (draft.pickupDate || today)) draft.dropOffDate = '';

  const [pickupSlots, returnSlots] = await Promise.all([
    draft.pickupLocationCode && draft.pickupDate ? hours(draft.pickupLocationCode, draft.pickupDate) : [],
    draft.dropOfflocationCode && draft.dropOffDate ? hours(draft.dropOfflocationCode, draft.dropOffDate) : [],
  ]);
  const timeFrom = (slots: OperationHourSlot[], given: string | undefined, kept: string, param: string) => {
    if (given && !open(slots, given))
      drop(
        param,
        given,
        slots.length ? 'not an open time at that branch on that day' : 'no branch and date to check it against',
      );
    if (open(slots, given)) return given ?? '';
    if (open(slots, kept)) return kept;
    return slots.find((slot) => slot.selected && !slot.disabled)?.time ?? '';
  };
  draft.pickupTime = timeFrom(pickupSlots, link.pickupTime, draft.pickupTime, 'chw_pickup_time');
  draft.dropOffTime = timeFrom(returnSlots, link.returnTime, draft.dropOffTime, 'chw_return_time');

  if (link.type !== undefined) {
    if (categories.some((category) => category.ID === link.type)) draft.vehicleCategoryType = link.type;
    else drop(link.typeParam ?? 'chw_type', link.type, 'no such vehicle category');
  }
  if (link.promo) draft.promoCode = link.promo;
  return { draft, dropped };
}

/** True when the search can be sent as it is (the form's rules would list nothing missing). */
export const completeSearch = (draft: BookingSearch): boolean =>
  Boolean(
    draft.pickupId &&
    draft.pickupDate &&
    draft.pickupTime &&
    draft.dropOffId &&
    draft.dropOffDate &&
    draft.dropOffTime &&
    draft.vehicleCategoryType >= 0,
  );
