import { lazy, Suspense } from 'react';
import { lazyOnce } from '../lib/lazyOnce';
import { getConfig } from '../config';
import { useReveal } from '../lib/useReveal';
import { bookingMessages } from '../messages/booking';
import type { BookingProblem } from '../state/bookingProblem';
import { selectedCar } from '../state/selectedCar';
import { Alert } from '../ui/Alert';

interface Props {
  problem: BookingProblem;
  /** Opens the search form, filled in with the stored places, dates and times. */
  onNewSearch: () => void;
}

const defaultText = {
  ended: bookingMessages.sessionEnded,
  conflict: bookingMessages.bookingRefused,
  sold_out: bookingMessages.bookingRefused,
  changed: bookingMessages.bookingChangedElsewhere,
};

// Only a sold car needs the alternatives (and their search): loaded then.
const SoldOutAlternatives = lazy(
  lazyOnce(() => import('./SoldOutAlternatives').then((module) => ({ default: module.SoldOutAlternatives }))),
);

/**
 * Why this booking step cannot go on, and the way on: the server's
 * own message when it sent one, then "Start a new search" (the search keeps
 * the renter's places, dates and times) or, when another tab changed the
 * booking, a link to where that booking now stands. Focus moves here.
 */
export function BookingProblemPanel({ problem, onNewSearch }: Props) {
  const box = useReveal(problem);
  const routes = getConfig().routes;
  const car = selectedCar.value;
  const current =
    problem.kind === 'changed' ? (car.id && car.paymentType ? routes.liabilityExtra : routes.booking) : '';
  return (
    <div ref={box} tabIndex={-1} className="chw-booking-layout__problem">
      <Alert tone="error">{problem.message || defaultText[problem.kind]}</Alert>
      {problem.kind === 'sold_out' && (
        <Suspense fallback={null}>
          <SoldOutAlternatives />
        </Suspense>
      )}
      <div className="chw-booking-layout__problem-actions">
        {current && (
          <a className="chw-button" href={current}>
            {bookingMessages.goToCurrentBooking}
          </a>
        )}
        <button
          type="button"
          className={current ? 'chw-button chw-button--secondary' : 'chw-button'}
          onClick={onNewSearch}
        >
          {bookingMessages.startNewSearch}
        </button>
      </div>
    </div>
  );
}
