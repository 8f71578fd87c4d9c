import type { SubscriptionType, SubscriptionVehicle } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { subscriptionMessages } from '../../messages/subscription';
import { SafeHtml } from '../../ui/SafeHtml';
import { imageUrl, subscriptionPackages } from '../../flows/packages';

interface Props {
  vehicle: SubscriptionVehicle;
  unit: string;
  /** The package chosen for this car, if any. */
  selected: SubscriptionType | null;
  busy: boolean;
  onSelect: (type: SubscriptionType) => void;
}

/** One subscription car: picture, name, description, features and its three packages. */
export function VehicleCard({ vehicle, unit, selected, busy, onSelect }: Props) {
  return (
    <article className="chw-sub-vehicles__card" aria-label={vehicle.name}>
      <img
        className="chw-sub-vehicles__image"
        src={imageUrl(vehicle.image)}
        alt={vehicle.name}
        width="320"
        height="200"
        loading="lazy"
      />
      <div className="chw-sub-vehicles__body">
        <h3 className="chw-sub-vehicles__name">{vehicle.name}</h3>
        {vehicle.description && <p className="chw-sub-vehicles__description">{vehicle.description}</p>}
        {vehicle.features && <SafeHtml className="chw-sub-vehicles__features" html={vehicle.features} />}
        {!vehicle.status && (
          <p className="chw-sub-vehicles__unavailable">{subscriptionMessages.subVehicleUnavailable}</p>
        )}
        <ul className="chw-sub-vehicles__packages">
          {subscriptionPackages.map((pkg) => {
            const isSelected = selected === pkg.type;
            return (
              <li key={pkg.type} className="chw-sub-vehicles__package">
                <h4 className="chw-sub-vehicles__package-name">{pkg.name}</h4>
                <p className="chw-sub-vehicles__price">
                  {formatMoney(pkg.rate(vehicle))}
                  {unit}
                </p>
                <p className="chw-sub-vehicles__km">
                  {subscriptionMessages.subKmAllowance}: {pkg.km}
                </p>
                {vehicle.status && (
                  <button
                    type="button"
                    className={isSelected ? 'chw-button' : 'chw-button chw-button--secondary'}
                    aria-label={
                      isSelected
                        ? subscriptionMessages.subSelectedPackageOf(pkg.name, vehicle.name)
                        : subscriptionMessages.subSelectPackageOf(pkg.name, vehicle.name)
                    }
                    disabled={busy}
                    onClick={() => onSelect(pkg.type)}
                  >
                    {isSelected ? subscriptionMessages.subSelected : subscriptionMessages.subSelect}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
