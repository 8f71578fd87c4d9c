import type { CheckinStepName } from '../../api/checkin';
import { checkinMessages } from '../../messages/checkin';

/** The steps in the order the renter meets them (the server's `steps` keys). */
export const STEP_ORDER: readonly CheckinStepName[] = ['driver', 'photos', 'drivers', 'arrival', 'agreement'];

/** A step's name as its heading and the step list say it. */
export function stepTitle(step: CheckinStepName): string {
  return {
    driver: checkinMessages.checkinStepDriver,
    photos: checkinMessages.checkinStepPhotos,
    drivers: checkinMessages.checkinStepDrivers,
    arrival: checkinMessages.checkinStepArrival,
    agreement: checkinMessages.checkinStepAgreement,
  }[step];
}
