import type { Car, PaymentType } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { bookingMessages } from '../../messages/booking';
import { vehicleMessages } from '../../messages/vehicles';
import { CarFeatures } from './CarFeatures';
import { CarPriceButton } from './CarPriceButton';

interface Props {
  car: Car;
  /** Disables the price buttons while a choice is being sent. */
  busy: boolean;
  onChoose: (car: Car, paymentType: PaymentType) => void;
  onBookByPhone: (car: Car) => void;
}

/** One car of step 1 (spec §2): picture, specs, features, badges and its prices. */
export function CarCard({ car, busy, onChoose, onBookByPhone }: Props) {
  const titleId = `chw-car-${car.id}-name`;
  const saving = car.payLaterAmount - car.payNowAmount;
  const unavailableBadge = car.unavailable_reason === 'age' ? vehicleMessages.drivers25Only : vehicleMessages.soldOut;
  return (
    <article className="chw-car" aria-labelledby={titleId}>
      <div className="chw-car__media">
        <img
          className="chw-car__image"
          src={car.image}
          alt=""
          width="320"
          height="180"
          loading="lazy"
          decoding="async"
        />
        {car.discountLabel && car.status && (
          <span className="chw-car__badge chw-car__badge--promo">{car.discountLabel}</span>
        )}
        {!car.status && <span className="chw-car__badge chw-car__badge--unavailable">{unavailableBadge}</span>}
      </div>
      <div className="chw-car__info">
        <h2 id={titleId} className="chw-car__name">
          {car.name}
        </h2>
        {car.sub_name && <p className="chw-car__sub">{car.sub_name}</p>}
        <ul className="chw-car__specs">
          <li>{vehicleMessages.seats(car.seats)}</li>
          <li>{vehicleMessages.largeBags(car.large_bags)}</li>
          <li>{vehicleMessages.smallBags(car.small_bags)}</li>
          <li>{car.transmission ? vehicleMessages.manual : vehicleMessages.automatic}</li>
        </ul>
        {car.discountName && car.status && <p className="chw-car__discount">{car.discountName}</p>}
        {car.features && <CarFeatures name={car.name} html={car.features} />}
      </div>
      <div className="chw-car__prices">
        {car.status ? (
          <>
            <CarPriceButton
              label={bookingMessages.payLater}
              carName={car.name}
              amount={car.payLaterAmount}
              before={car.discountAmount > 0 ? car.beforeDiscountAmount : undefined}
              days={car.numberOfDays}
              disabled={busy}
              onClick={() => onChoose(car, 'L')}
            />
            <CarPriceButton
              label={bookingMessages.payNow}
              carName={car.name}
              amount={car.payNowAmount}
              days={car.numberOfDays}
              disabled={busy}
              primary
              onClick={() => onChoose(car, 'N')}
            />
            {saving > 0 && <p className="chw-car__saving">{vehicleMessages.payNowToSave(formatMoney(saving))}</p>}
            <button
              type="button"
              className="chw-link chw-car__phone"
              disabled={busy}
              onClick={() => onBookByPhone(car)}
            >
              {vehicleMessages.bookByPhone}
              <span className="chw-visually-hidden">, {car.name}</span>
            </button>
          </>
        ) : (
          <p className="chw-car__unavailable">{vehicleMessages.vehicleUnavailable}</p>
        )}
      </div>
    </article>
  );
}
