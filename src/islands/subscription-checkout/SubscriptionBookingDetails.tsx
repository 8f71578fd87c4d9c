import { useSignals } from '@preact/signals-react/runtime';
import { formatPickupLong } from '../../lib/longDates';
import { subscriptionMessages } from '../../messages/subscription';
import { subscription } from '../../state/subscription';

/** Booking Details panel: Pickup Date ('Mon, 05 Jan - 09:30 AM'), Pickup Location, Selected Vehicle (spec §2). */
export function SubscriptionBookingDetails() {
  useSignals();
  const saved = subscription.value;
  return (
    <section className="chw-sub-checkout__panel" aria-labelledby="chw-sub-booking-details">
      <h2 id="chw-sub-booking-details" className="chw-sub-checkout__panel-title">
        {subscriptionMessages.subBookingDetails}
      </h2>
      <dl className="chw-sub-checkout__details">
        <dt>{subscriptionMessages.subPickupDateLabel}</dt>
        <dd>{formatPickupLong(saved.pickupDate ?? '', saved.pickupTime ?? '')}</dd>
        <dt>{subscriptionMessages.subPickupLocationLabel}</dt>
        <dd>{saved.pickupLocationName ?? ''}</dd>
        <dt>{subscriptionMessages.subSelectedVehicle}</dt>
        <dd>{saved.vehicleName ?? ''}</dd>
      </dl>
    </section>
  );
}
