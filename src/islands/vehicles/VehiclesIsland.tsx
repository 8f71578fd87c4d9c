import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError } from '../../api/client';
import type { Car, PaymentType } from '../../api/types';
import { getConfig } from '../../config';
import { searchMessages } from '../../messages/search';
import { vehicleMessages } from '../../messages/vehicles';
import { bookingSearch } from '../../state/bookingSearch';
import { cars } from '../../state/cars';
import { hideLoading, showLoading } from '../../state/loadingOverlay';
import { Alert } from '../../ui/Alert';
import { BookingLayout } from '../../flows/BookingLayout';
import { Dialog } from '../../ui/Dialog';
import { CarCard } from './CarCard';
import { chooseCar } from '../../flows/chooseCar';
import { reportCarSelected, reportCarsShown } from '../../lib/funnel';
import { useSubmit } from '../../lib/useSubmit';
import { NoCars } from './NoCars';
import { PhoneBookingDialog } from './PhoneBookingDialog';
import { ApiDownHelp, apiDown } from '../../flows/ApiDownHelp';
import { searchLink } from '../../flows/search/searchLink';
import { readCachedVariant } from '../../flows/search/searchVariant';
import './Vehicles.css';

const TOO_MANY_REQUESTS = 429;

/** Available cars first, otherwise in the server's order. */
const availableFirst = (list: Car[]) => [...list].sort((a, b) => Number(b.status) - Number(a.status));

/**
 * Step 1 (spec §2, §4): the searched cars with their prices. Choosing a price
 * sends the choice and moves on to /liability-extra; BOOK BY PHONE opens the
 * phone-booking modal. A failed choice shows its alert (spec §8) with the server's reason, then
 * goes home with the search filled in; a car sold to someone else meanwhile (409 `sold_out`)
 * keeps the renter on the list instead, searched again so every car shows as it now is.
 */
export function VehiclesIsland() {
  useSignals();
  const { promoCode, activePromoCode } = bookingSearch.value;
  const list = availableFirst(cars.value);
  const { busy, run } = useSubmit();
  const [selectFailed, setSelectFailed] = useState(false);
  /** The server's rate limit refused the choice (429): said beside the catalogue's words. */
  const [limited, setLimited] = useState(false);
  /** No answer or a 5xx: the help line and "Request a call" go beside the catalogue's words. */
  const [down, setDown] = useState(false);
  /** What the server said was wrong (its message for a 4xx), beside the catalogue's words. */
  const [reason, setReason] = useState('');
  const [soldOut, setSoldOut] = useState(false);
  const [phoneCar, setPhoneCar] = useState<Car | null>(null);
  // The list as shown, once per page view (the search's answer does not change on this page).
  const shown = list.length > 0;
  useEffect(() => {
    if (shown) reportCarsShown(availableFirst(cars.value));
  }, [shown]);

  /** The list stays busy either way: the next step loads, or the failure's dialog goes home. */
  const choose = (car: Car, paymentType: PaymentType) =>
    run(async () => {
      showLoading('', { disableScroll: true });
      try {
        await chooseCar(car, paymentType, activePromoCode);
        reportCarSelected(car, paymentType, list.indexOf(car));
        window.location.assign(getConfig().routes.liabilityExtra);
      } catch (error) {
        hideLoading();
        const failure = error instanceof ApiError ? error : undefined;
        setLimited(failure?.status === TOO_MANY_REQUESTS);
        setDown(apiDown(error));
        const refused =
          failure && failure.status >= 400 && failure.status < 500 && failure.status !== TOO_MANY_REQUESTS;
        setReason(refused ? failure.serverMessage : '');
        setSoldOut(failure?.kind === 'sold_out');
        setSelectFailed(true);
      }
      return true;
    });

  /** Spec §8's "back to home", with the search kept; after a sale, the list searched again. */
  const close = async () => {
    if (soldOut) {
      showLoading('', { disableScroll: true });
      try {
        const { submitSearch } = await import('../../flows/search/submitSearch');
        await submitSearch(bookingSearch.value, readCachedVariant() ?? 'B');
        setSelectFailed(false);
        hideLoading();
        return;
      } catch {
        // The search failed too: home, with the search filled in to send again.
      }
    }
    window.location.assign(searchLink(getConfig().routes.home, bookingSearch.value));
  };

  return (
    <BookingLayout step={1}>
      {promoCode.trim() && !activePromoCode && (
        <Alert tone="warning">{vehicleMessages.promoNotApplied(promoCode.trim())}</Alert>
      )}
      {list.length > 0 ? (
        <div className="chw-vehicles__list">
          {list.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              busy={busy}
              onChoose={(car, paymentType) => void choose(car, paymentType)}
              onBookByPhone={setPhoneCar}
            />
          ))}
        </div>
      ) : (
        <NoCars />
      )}
      <PhoneBookingDialog car={phoneCar} onClose={() => setPhoneCar(null)} />
      <Dialog
        open={selectFailed}
        title={searchMessages.errorTitleDefault}
        role="alertdialog"
        size="small"
        onClose={() => void close()}
      >
        <p className="chw-vehicles__message">{vehicleMessages.selectFailed}</p>
        {reason && <p className="chw-vehicles__message">{reason}</p>}
        {limited && <p className="chw-vehicles__message">{vehicleMessages.tooManyRequests}</p>}
        {down && <ApiDownHelp />}
      </Dialog>
    </BookingLayout>
  );
}
