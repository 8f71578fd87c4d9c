import { search } from '../api/bookingSteps';
import type { Car, SearchResult } from '../api/types';
import { getConfig } from '../config';
import { getCookie, setCookie, TOKEN_COOKIE_MINUTES } from '../lib/cookies';
import { formatMoney } from '../lib/money';
import { useRequest } from '../lib/useRequest';
import { useSubmit } from '../lib/useSubmit';
import { bookingMessages } from '../messages/booking';
import { quoteMessages } from '../messages/quote';
import { sharedMessages } from '../messages/shared';
import { bookingSearch } from '../state/bookingSearch';
import { clearBookingProblem } from '../state/bookingProblem';
import { cars, saveCars } from '../state/cars';
import { quoteNotice } from '../state/quote';
import { selectedCar } from '../state/selectedCar';
import { selectOptions } from '../state/selectOptions';
import { addExtra, selectedInsuranceId, selectedLiability, setInsurance } from '../state/selectedLiability';
import { Spinner } from '../ui/Spinner';
import { chooseCar } from './chooseCar';
import { readCachedVariant } from './search/searchVariant';
import { searchRequest } from './search/submitSearch';

/** The search this page holds (its token, cars and promo), or undefined when it holds no cars. */
function latestSearch(): SearchResult | undefined {
  const token = getCookie('booking_token');
  if (!token || !cars.value.length) return undefined;
  return { booking_token: token, availableVehicles: cars.value, active_promo: bookingSearch.value.activePromoCode };
}

/**
 * The held car was sold while the renter was away (a lapsed hold, 409 "Sold out"), or a quote
 * link's car can no longer be booked for its dates (flows/quote): the cars still free for the same
 * search (the quote's own search, or a fresh /search with the kept places, dates and times), cheapest first, each one click
 * from /liability-extra with the same payment type, cover and extras where the new car offers them.
 */
export function SoldOutAlternatives() {
  const lost = selectedCar.value;
  // A quote whose car is gone has just searched (flows/quote): that answer is the list. A lapsed
  // hold's search is older than the sale, so it searches again.
  const searched = quoteNotice.value?.kind === 'gone' ? latestSearch() : undefined;
  const request = useRequest(searched ? null : 'sold-out-alternatives', (signal) =>
    search(searchRequest(bookingSearch.value, readCachedVariant() ?? 'B'), signal),
  );
  const data = searched ?? request.data;
  const loading = !searched && request.loading;
  const { busy, run } = useSubmit();
  const paymentType = lost.paymentType === 'L' ? 'L' : 'N';
  const priceOf = (car: Car) => (paymentType === 'N' ? car.payNowAmount : car.payLaterAmount);
  // The cheapest first: the renter is comparing them with the car they lost.
  const offered = (data?.availableVehicles ?? [])
    .filter((car) => car.status && car.id !== lost.id)
    .sort((a, b) => priceOf(a) - priceOf(b));

  /** Resolves true once the next step is loading (the list stays busy), false when the choice failed. */
  const rebook = async (car: Car, result: SearchResult) => {
    const kept = selectedLiability.value;
    try {
      setCookie('booking_token', result.booking_token, TOKEN_COOKIE_MINUTES);
      saveCars(result.availableVehicles);
      await chooseCar(car, paymentType, result.active_promo ?? '');
      const { insuranceOptions, extras } = selectOptions.value;
      const cover = insuranceOptions.find((option) => option.id === selectedInsuranceId(kept));
      if (cover) setInsurance({ id: cover.id, name: cover.name });
      for (const extra of kept.extras) {
        const offer = extras.find((item) => item.id === extra.id);
        if (offer) addExtra({ ...extra, name: offer.name });
      }
      clearBookingProblem();
      window.location.assign(getConfig().routes.liabilityExtra);
      return true;
    } catch {
      // The choice failed (the car went too): the list stays, and "Start a new search" below it.
      return false;
    }
  };

  if (loading) {
    return (
      <p className="chw-booking-layout__alternatives-loading" role="status">
        <Spinner /> {sharedMessages.loading}
      </p>
    );
  }
  if (!offered.length) return null;
  return (
    <section className="chw-booking-layout__alternatives" aria-labelledby="chw-alternatives-heading">
      <h2 id="chw-alternatives-heading" className="chw-booking-layout__alternatives-heading">
        {quoteNotice.value?.kind === 'gone' ? quoteMessages.otherCars : bookingMessages.soldOutAlternatives}
      </h2>
      <ul className="chw-booking-layout__alternatives-list">
        {offered.map((car) => (
          <li key={car.id} className="chw-booking-layout__alternative">
            <span className="chw-booking-layout__alternative-name">{car.name}</span>
            <span className="chw-booking-layout__alternative-price">{formatMoney(priceOf(car))}</span>
            <button
              type="button"
              className="chw-button"
              aria-disabled={busy || undefined}
              onClick={() => void run(() => data && rebook(car, data))}
            >
              {paymentType === 'N' ? bookingMessages.payNow : bookingMessages.payLater}
              <span className="chw-visually-hidden"> {car.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
