import type { PaymentType } from '../../api/types';
import type { BookingSearch } from '../../state/bookingSearch';
import type { SelectedLiability } from '../../state/selectedLiability';
import { linkParams, type DroppedParam } from '../../lib/deepLinks';
import { parseDeepLink, type DeepLink } from '../search/deepLink';

/**
 * A shareable quote: the search (as the search's deep link writes it: `chw_pickup`, `chw_return`,
 * the dates and times, `chw_type`, `chw_promo`), the car and payment type, the cover and the
 * extras, and the total as it was when shared (`chw_quote`, which also marks the link as a quote).
 * Nothing personal: no name, email or phone, no token. The page the link opens is the step it was
 * shared from.
 *
 * `?chw_pickup=BNE&chw_return=BNE&chw_pickup_date=2026-12-10&chw_pickup_time=10:00&…&chw_car=3&chw_pay=N&chw_cover=2&chw_extras=5x1.7x2&chw_quote=512.4`
 */
export interface Quote {
  pickup: string;
  return: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** The vehicle category id (0 for any). */
  type: number;
  promo: string;
  over25: boolean;
  car: number;
  pay: PaymentType;
  /** The liability option's id, or null before one is chosen. */
  cover: number | null;
  extras: { id: number; quantity: number }[];
  /** The total shown when the quote was shared, in AUD. */
  total: number;
}

/** The parameter that marks a quote (and holds its total); openLinkedQuote.ts looks for it. */
export const QUOTE_PARAM = 'chw_quote';

/** The quote of the renter's booking as it stands, or null without a chosen car and payment type. */
export function quoteOf(
  search: BookingSearch,
  car: { id?: number; paymentType?: PaymentType },
  liability: SelectedLiability,
  total: number | undefined,
): Quote | null {
  if (!car.id || !car.paymentType || total === undefined) return null;
  return {
    pickup: search.pickupLocationCode,
    return: search.dropOfflocationCode,
    pickupDate: search.pickupDate,
    pickupTime: search.pickupTime,
    returnDate: search.dropOffDate,
    returnTime: search.dropOffTime,
    type: Math.max(0, search.vehicleCategoryType),
    promo: search.promoCode.trim(),
    over25: search.isOver25,
    car: car.id,
    pay: car.paymentType,
    cover: 'id' in liability.insurance ? liability.insurance.id : null,
    extras: liability.extras
      .filter((extra) => extra.quantity > 0)
      .map(({ id, quantity }) => ({ id, quantity }))
      .sort((a, b) => a.id - b.id),
    total,
  };
}

/** The quote's query parameters, in a fixed order. */
export function quoteParams(quote: Quote): URLSearchParams {
  const params = new URLSearchParams({
    chw_pickup: quote.pickup,
    chw_return: quote.return,
    chw_pickup_date: quote.pickupDate,
    chw_pickup_time: quote.pickupTime,
    chw_return_date: quote.returnDate,
    chw_return_time: quote.returnTime,
    chw_type: String(quote.type),
  });
  if (quote.promo) params.set('chw_promo', quote.promo);
  if (!quote.over25) params.set('chw_over25', '0');
  params.set('chw_car', String(quote.car));
  params.set('chw_pay', quote.pay);
  if (quote.cover !== null) params.set('chw_cover', String(quote.cover));
  if (quote.extras.length) params.set('chw_extras', quote.extras.map((e) => `${e.id}x${e.quantity}`).join('.'));
  params.set(QUOTE_PARAM, String(Math.round(quote.total * 100) / 100));
  return params;
}

/** The quote's link: `page` (a step's address, absolute or root-relative) with the quote's parameters. */
export function quoteUrl(page: string, quote: Quote, base: string = window.location.href): string {
  const url = new URL(page, base);
  // Times keep their colon (`10:00`, as a query may): the link reads more easily in an email.
  url.search = quoteParams(quote).toString().replace(/%3A/g, ':');
  return url.href;
}

/** A quote read from a link: the search part as a deep link (checked later against the lists). */
export interface LinkedQuote extends Pick<Quote, 'over25' | 'car' | 'pay' | 'cover' | 'extras'> {
  link: DeepLink;
  /** The total when it was shared; null when the link lost it (priced again, nothing to compare). */
  total: number | null;
}

const ID = /^\d{1,9}$/;
const EXTRA = /^(\d{1,9})x(\d{1,3})$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The quote in a query string as far as it can be read, and what was dropped from it (why, for
 * the renter). Email and chat damage links: a sentence's punctuation glued to the end
 * (lib/deepLinks linkParams), a cut or edited value. `quote` is null without a readable car (there
 * is nothing to open); a lost total, cover or extra is left out on its own and the rest opens; a
 * lost payment type opens as pay later.
 */
export function parseQuote(search: string): { quote: LinkedQuote | null; dropped: DroppedParam[] } {
  const params = linkParams(search);
  const dropped: DroppedParam[] = [];
  /** The parameter's value when `ok`; else noted as dropped (`missing` when it is required and absent). */
  const read = (param: string, ok: (value: string) => boolean, required: boolean) => {
    const value = params.get(param) ?? '';
    if (value && ok(value)) return value;
    if (value || required) dropped.push({ param, value, reason: value ? 'not in the expected format' : 'missing' });
    return null;
  };
  const total = read(QUOTE_PARAM, (value) => AMOUNT.test(value), true);
  const car = read('chw_car', (value) => ID.test(value), true);
  // A lost payment type opens as pay later (nothing is charged now), and says so.
  const pay = (read('chw_pay', (value) => value === 'N' || value === 'L', true) ?? 'L') as PaymentType;
  const cover = read('chw_cover', (value) => ID.test(value), false);
  const extras = (params.get('chw_extras') ?? '')
    .split('.')
    .filter(Boolean)
    .flatMap((pair) => {
      const match = EXTRA.exec(pair);
      if (!match) dropped.push({ param: 'chw_extras', value: pair, reason: 'not in the expected format' });
      return match && Number(match[2]) > 0 ? [{ id: Number(match[1]), quantity: Number(match[2]) }] : [];
    });
  const parsed = parseDeepLink(search);
  dropped.push(...parsed.dropped);
  const quote =
    car === null
      ? null
      : {
          link: { ...parsed.link, go: false },
          over25: params.get('chw_over25') !== '0',
          car: Number(car),
          pay,
          cover: cover === null ? null : Number(cover),
          extras,
          total: total === null ? null : Number(total),
        };
  return { quote, dropped };
}

/** The quote in a query string, or null when its car cannot be read (parseQuote). */
export const readQuote = (search: string): LinkedQuote | null => parseQuote(search).quote;

/** The search part of a link alone (no car, cover, extras or total): what the search form can prefill. */
export function searchPart(search: string): string {
  const params = linkParams(search);
  for (const key of ['chw_car', 'chw_pay', 'chw_cover', 'chw_extras', 'chw_over25', QUOTE_PARAM]) params.delete(key);
  return params.toString();
}
