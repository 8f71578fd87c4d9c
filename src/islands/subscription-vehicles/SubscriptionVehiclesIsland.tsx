import { HelpLine } from '../../ui/HelpLine';
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { selectSubscription } from '../../api/subscription';
import type { SubscriptionType, SubscriptionVehicle } from '../../api/types';
import { getConfig } from '../../config';
import { sharedMessages } from '../../messages/shared';
import { subscriptionMessages } from '../../messages/subscription';
import { hideLoading, showLoading } from '../../state/loadingOverlay';
import { saveSubscription, subscription } from '../../state/subscription';
import { saveSubscriptionLiability } from '../../state/subscriptionLiability';
import { subscriptionVehicles } from '../../state/subscriptionVehicles';
import { Dialog } from '../../ui/Dialog';
import { serverMessage } from '../../flows/searchErrorMessage';
import { frequencyUnit } from '../../flows/packages';
import { PremiumLiability } from '../../flows/PremiumLiability';
import { useSubscriptionGuard } from '../../flows/useSubscriptionGuard';
import { VehicleCard } from './VehicleCard';
import './SubscriptionVehicles.css';

interface Choice {
  vehicleId: number;
  type: SubscriptionType;
}

/** Subscription car list (spec §2 /subscription-car-list, §4 Subscription flow 2). */
export function SubscriptionVehiclesIsland() {
  useSignals();
  const token = useSubscriptionGuard();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!token) return null;

  const saved = subscription.value;
  const unit = frequencyUnit(saved.paymentFrequency);
  const vehicles = subscriptionVehicles.value;

  const choose = async (vehicle: SubscriptionVehicle, type: SubscriptionType) => {
    if (busy) return;
    setBusy(true);
    setChoice({ vehicleId: vehicle.id, type });
    showLoading(sharedMessages.loading);
    try {
      await selectSubscription({
        subscription_token: token,
        vehicle_id: vehicle.id,
        vehicle_image: vehicle.image,
        subscription_type: type,
      });
      saveSubscription({
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        vehicleImage: vehicle.image,
        subscriptionType: type,
        payType: 'N',
      });
      window.location.assign(getConfig().routes.subscriptionCheckout);
    } catch (failure) {
      hideLoading();
      setChoice(null);
      saveSubscription({
        vehicleId: undefined,
        vehicleName: undefined,
        vehicleImage: undefined,
        subscriptionType: undefined,
      });
      setError(serverMessage(failure) ?? subscriptionMessages.subSelectFailed);
      setBusy(false);
    }
  };

  const selectedFor = (vehicle: SubscriptionVehicle): SubscriptionType | null => {
    if (choice) return choice.vehicleId === vehicle.id ? choice.type : null;
    return saved.vehicleId === vehicle.id ? (saved.subscriptionType ?? null) : null;
  };

  return (
    <div className="chw-sub-vehicles">
      <h2 className="chw-sub-vehicles__heading">{subscriptionMessages.subSelectACar}</h2>
      <HelpLine phone={getConfig().supportPhone} />
      {vehicles.length === 0 ? (
        <p className="chw-sub-vehicles__empty">
          {subscriptionMessages.subNoVehicles}{' '}
          <a className="chw-link" href={getConfig().routes.carSubscription}>
            {subscriptionMessages.subChangeSearch}
          </a>
        </p>
      ) : (
        <div className="chw-sub-vehicles__list">
          {vehicles.map((vehicle) => (
            <VehicleCard
              key={vehicle.id}
              vehicle={vehicle}
              unit={unit}
              selected={selectedFor(vehicle)}
              busy={busy}
              onSelect={(type) => void choose(vehicle, type)}
            />
          ))}
        </div>
      )}
      <PremiumLiability disabled={busy} onChange={(hasInsurance) => saveSubscriptionLiability({ hasInsurance })} />
      <Dialog
        open={error !== ''}
        title={subscriptionMessages.subSelectTitle}
        role="alertdialog"
        onClose={() => setError('')}
      >
        <p>{error}</p>
      </Dialog>
    </div>
  );
}
