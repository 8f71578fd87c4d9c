import { useId, useState } from 'react';
import clsx from 'clsx';
import { useSignals } from '@preact/signals-react/runtime';
import { bookingSearch } from '../state/bookingSearch';
import { selectedCar } from '../state/selectedCar';
import { selectedLiability } from '../state/selectedLiability';
import { calculation } from '../state/calculation';
import { dayCount } from '../lib/rentalDays';
import { formatPickupLong } from '../lib/longDates';
import { formatMoney } from '../lib/money';
import { bookingMessages } from '../messages/booking';
import { DisclosureButton } from '../ui/DisclosureButton';
import { BookingLayoutExtras } from './BookingLayoutExtras';
import { bookingTotal, carPriceOf } from './bookingTotal';

/**
 * The booking-details header: pickup, return with the day count, the vehicle
 * with its price and daily rate, the liability and an expandable Extras group,
 * and the total once /calculate has run. Under 768 px it folds into an
 * accordion whose toggle shows the running total.
 */
export function BookingLayoutDetails() {
  useSignals();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const search = bookingSearch.value;
  const car = selectedCar.value;
  const selection = selectedLiability.value;
  const { insurance, extras } = selection;
  const totals = calculation.value.totals;

  const days = dayCount(search.pickupDate, search.pickupTime, search.dropOffDate, search.dropOffTime);
  const carPrice = carPriceOf(car);
  const carDays = car.numberOfDays || days;
  // The car's price over its days, as its card on /booking shows it, on every step: /calculate's
  // `daily_rate` is the rate before free days, which would read as a higher price on a long rental.
  const dailyRate = carPrice !== undefined && carDays > 0 ? carPrice / carDays : undefined;
  const insuranceName = 'name' in insurance ? insurance.name : '';
  const insuranceEntry = totals.find((entry) => entry.type === 'insurance');
  const headline = bookingTotal(car, totals, selection);
  // A car with a price but no known total (a refused change cleared it): a dash, as the bar shows.
  const shownTotal = headline !== undefined ? formatMoney(headline) : carPrice !== undefined ? '—' : undefined;

  return (
    <section
      className={clsx('chw-booking-details', open && 'chw-booking-details--open')}
      aria-label={bookingMessages.bookingDetails}
    >
      <DisclosureButton className="chw-booking-details__toggle" open={open} onToggle={setOpen} controls={bodyId}>
        <span className="chw-booking-details__toggle-label">{bookingMessages.bookingDetails}</span>
        {shownTotal !== undefined && <span className="chw-booking-details__toggle-total">{shownTotal}</span>}
        <span className="chw-booking-details__chevron" aria-hidden="true" />
      </DisclosureButton>
      <dl id={bodyId} className="chw-booking-details__body chw-caps-labels">
        <div className="chw-booking-details__item">
          <dt>{bookingMessages.pickUp}</dt>
          <dd>
            <span className="chw-booking-details__place">{search.pickupLocationName}</span>
            <span>{formatPickupLong(search.pickupDate, search.pickupTime)}</span>
          </dd>
        </div>
        <div className="chw-booking-details__item">
          <dt>
            {bookingMessages.return}
            {days > 0 && <span className="chw-booking-details__days"> ({bookingMessages.days(days)})</span>}
          </dt>
          <dd>
            <span className="chw-booking-details__place">{search.dropOffLocationName}</span>
            <span>{formatPickupLong(search.dropOffDate, search.dropOffTime)}</span>
          </dd>
        </div>
        {car.name && (
          <div className="chw-booking-details__item">
            <dt>{bookingMessages.vehicle}</dt>
            <dd>
              <span className="chw-booking-details__place">{car.name}</span>
              {carPrice !== undefined && <span>{formatMoney(carPrice)}</span>}
              {dailyRate !== undefined && (
                <span className="chw-booking-details__muted">
                  {formatMoney(dailyRate)}
                  {bookingMessages.perDay}
                </span>
              )}
            </dd>
          </div>
        )}
        {insuranceName && (
          <div className="chw-booking-details__item">
            <dt>{bookingMessages.liability}</dt>
            <dd>
              <span className="chw-booking-details__place">{insuranceName}</span>
              {/* Its line is held until /calculate prices the liability, so the row never grows (CLS). */}
              <span className="chw-booking-details__line">
                {insuranceEntry ? formatMoney(insuranceEntry.total) : ''}
              </span>
            </dd>
          </div>
        )}
        {/* Only beside a car: a quote whose car is gone keeps its extras (by id) for the next car. */}
        {extras.length > 0 && car.name && <BookingLayoutExtras extras={extras} totals={totals} />}
        {/* Always present (the car price until /calculate answers), so the columns never reflow. */}
        {shownTotal !== undefined && (
          <div className="chw-booking-details__item chw-booking-details__item--total">
            <dt>{bookingMessages.total}</dt>
            <dd>{shownTotal}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
