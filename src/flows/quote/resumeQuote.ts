import { getLocations, getOperationHours, getVehicleCategories } from '../../api/booking';
import { toApiError } from '../../api/client';
import { apiErrorText } from '../apiErrorText';
import { getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { forgetDeepLink, noteDropped, type DroppedParam } from '../../lib/deepLinks';
import { emitHostEvent } from '../../lib/hostEvents';
import { quoteMessages } from '../../messages/quote';
import { bookingProblem, problemOf, reportBookingProblem } from '../../state/bookingProblem';
import { bookingSearch, initialBookingSearch } from '../../state/bookingSearch';
import { saveCalculation } from '../../state/calculation';
import { cars } from '../../state/cars';
import { hideLoading, showLoading } from '../../state/loadingOverlay';
import { quoteNotice } from '../../state/quote';
import { saveSelectedCar, selectedCar } from '../../state/selectedCar';
import { selectOptions } from '../../state/selectOptions';
import { addExtra, selectedLiability, setInsurance } from '../../state/selectedLiability';
import type { BookingStep } from '../bookingStep';
import { bookingTotal } from '../bookingTotal';
import { calculateSelection } from '../calculateSelection';
import { BlockedBrowserError } from '../blockedBrowser';
import { chooseCar } from '../chooseCar';
import { excludedSelections, maxQuantity } from '../selectionRules';
import { completeSearch, droppedFields, resolveDeepLink } from '../search/deepLink';
import { readCachedVariant } from '../search/searchVariant';
import { submitSearch } from '../search/submitSearch';
import { parseQuote, quoteOf, quoteParams, readQuote, searchPart, type LinkedQuote } from './quoteLink';

/** The home page's address with the link's search part: the search form there prefills from it. */
function searchAgainAddress(): string {
  const url = new URL(getConfig().routes.home, window.location.href);
  url.search = searchPart(window.location.search);
  return url.href;
}

/**
 * True when this browser's booking already is the quote (its own link opened where it was made):
 * the stored booking, written as a link and read back, is the linked quote but for its total.
 */
function alreadyHere(linked: LinkedQuote): boolean {
  if (!getCookie('booking_token') || bookingProblem.value) return false;
  const stored = quoteOf(bookingSearch.value, selectedCar.value, selectedLiability.value, linked.total ?? undefined);
  const storedLink = stored && readQuote(quoteParams(stored).toString());
  return Boolean(storedLink) && JSON.stringify(storedLink) === JSON.stringify(linked);
}

/** The cover and extras of the quote that the chosen car still offers (an extra up to its maximum). */
function chooseCoverAndExtras(linked: LinkedQuote): void {
  const { insuranceOptions, extras } = selectOptions.value;
  const cover = insuranceOptions.find((option) => option.id === linked.cover);
  if (cover) setInsurance({ id: cover.id, name: cover.name });
  const excluded = cover
    ? excludedSelections(
        cover,
        linked.extras.map((extra) => extra.id),
      )
    : [];
  for (const { id, quantity } of linked.extras) {
    const offer = extras.find((extra) => extra.id === id);
    if (offer && !excluded.includes(id)) {
      addExtra({ id, name: offer.name, quantity: Math.min(quantity, maxQuantity(offer)) });
    }
  }
}

/**
 * The quote's car cannot be booked for its dates: on /booking the list of cars says so; on the
 * later steps the booking problem panel offers the other cars (flows/SoldOutAlternatives), with the
 * quote's payment type, cover and extras kept for the one chosen.
 */
function offerOtherCars(linked: LinkedQuote, step: BookingStep, message: string = quoteMessages.carGone): void {
  quoteNotice.value = { kind: 'gone', message };
  if (step === 1) return;
  saveSelectedCar({ id: linked.car, paymentType: linked.pay });
  selectedLiability.value = {
    insurance: linked.cover === null ? {} : { id: linked.cover, name: '' },
    extras: linked.extras.map((extra) => ({ ...extra, name: '' })),
  };
  reportBookingProblem({ kind: 'sold_out', message });
}

/** The quote's own parts the link lost, named for the renter ('' when none). */
const lostParts = (dropped: DroppedParam[]): string => {
  const parts = [...new Set(dropped.map((item) => quoteMessages.quoteParts[item.param]).filter(Boolean))];
  return parts.length ? quoteMessages.partsDropped(parts.join(', ')) : '';
};

/**
 * Why the quote's search could not be used: its pickup passed or its times closed, else the
 * fields that were malformed or did not fit (a return before the pickup).
 */
const unusableSearch = (dropped: DroppedParam[]): string => {
  const all = dropped.filter((item) => !quoteMessages.quoteParts[item.param]);
  // A time not checked for want of a date or branch follows from that one: the one is named.
  const first = all.filter((item) => !item.reason.startsWith('no '));
  const search = first.length ? first : all;
  const passed = search.every((item) => /^in the past|not an open time/.test(item.reason));
  return passed ? quoteMessages.datesPassed : quoteMessages.searchPartsUnusable(droppedFields(search));
};

const failed = (reason: string) => {
  quoteNotice.value = { kind: 'failed', reason, searchAgain: searchAgainAddress() };
};

const opened = (step: BookingStep, linked: LinkedQuote, available: boolean, priceChanged: boolean) =>
  emitHostEvent('chw:quote_opened', { step, vehicleId: linked.car, paymentType: linked.pay, available, priceChanged });

/**
 * Opens the quote in the page's address on booking step `step` (the island's preload, before it
 * renders): runs the quote's search again, chooses its car with its payment type, its cover and
 * its extras where they are still offered, prices it (steps 2 and 3) and notes a total that is no
 * longer the quote's. A car that cannot be booked any more offers the others; a quote whose dates
 * passed, or whose search fails, says so with a search prefilled from its details. The link leaves
 * the address either way, so a reload shows the booking as it now stands.
 */
export async function resumeQuote(step: BookingStep): Promise<void> {
  const { quote: linked, dropped: damaged } = parseQuote(window.location.search);
  damaged.forEach(noteDropped);
  if (!linked) {
    failed(lostParts(damaged));
    forgetDeepLink();
    return;
  }
  if (alreadyHere(linked)) {
    forgetDeepLink();
    return;
  }
  showLoading(quoteMessages.opening, { disableScroll: true });
  try {
    const stored = bookingSearch.value;
    const base = {
      ...initialBookingSearch(),
      // This browser's own contact details, if it holds some, stay; the link holds none.
      firstName: stored.firstName,
      email: stored.email,
      mobileNumber: stored.mobileNumber,
      mobileCountryCode: stored.mobileCountryCode,
      isOver25: linked.over25,
    };
    const [locations, categories] = await Promise.all([getLocations(), getVehicleCategories()]);
    const { draft, dropped } = await resolveDeepLink(linked.link, base, {
      locations,
      categories,
      hours: (locationCode, date) => getOperationHours({ location_code: locationCode, date }).catch(() => []),
    });
    dropped.forEach(noteDropped);
    const unusable = [...damaged, ...dropped].filter((item) => !quoteMessages.quoteParts[item.param]);
    if (unusable.length || !completeSearch(draft)) {
      failed(unusable.length ? unusableSearch(unusable) : quoteMessages.datesPassed);
      return;
    }
    await submitSearch(draft, readCachedVariant() ?? 'B');
    const car = cars.value.find((offer) => offer.id === linked.car && offer.status);
    if (!car) {
      const known = cars.value.some((offer) => offer.id === linked.car);
      offerOtherCars(linked, step, known ? quoteMessages.carGone : quoteMessages.carUnknown);
      opened(step, linked, false, false);
      return;
    }
    await chooseCar(car, linked.pay, bookingSearch.value.activePromoCode);
    chooseCoverAndExtras(linked);
    const routes = getConfig().routes;
    if (step === 3 && !('id' in selectedLiability.value.insurance)) {
      // The cover is no longer offered: the renter chooses one on the step before.
      window.location.replace(routes.liabilityExtra);
      return new Promise<void>(() => undefined);
    }
    const totals = step > 1 ? await calculateSelection() : [];
    if (step > 1) saveCalculation(totals);
    const now = bookingTotal(selectedCar.value, totals, selectedLiability.value) ?? linked.total;
    const changed = linked.total !== null && now !== null && Math.abs(now - linked.total) >= 0.005;
    const lost = lostParts(damaged);
    if (changed) quoteNotice.value = { kind: 'changed', was: linked.total ?? 0, now: now ?? 0, dropped: lost };
    else if (lost) quoteNotice.value = { kind: 'dropped', text: lost };
    opened(step, linked, true, changed);
  } catch (error) {
    const problem = problemOf(error);
    if (problem?.kind === 'sold_out') {
      offerOtherCars(linked, step);
      opened(step, linked, false, false);
    } else if (error instanceof BlockedBrowserError) failed(error.message);
    else failed(problem?.message || apiErrorText(toApiError(error)));
  } finally {
    hideLoading();
    forgetDeepLink();
  }
}
