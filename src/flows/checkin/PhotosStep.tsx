import { checkinMessages } from '../../messages/checkin';
import { DriverPhotos } from './DriverPhotos';
import { NextStep } from './StepSubmit';
import type { StepProps } from './useStepSave';

/**
 * Step 2, the licence photos of every driver on the booking (each photo is saved as it is sent, so
 * "Next step" only moves on; the agreement step lists what is still missing).
 */
export function PhotosStep({ checkin, onState, onSessionEnded, onNext }: StepProps) {
  return (
    <div className="chw-checkin__step-body">
      <p>{checkinMessages.checkinPhotosIntro}</p>
      {checkin.drivers.length ? null : <p className="chw-checkin__hint">{checkinMessages.checkinMainDriverFirst}</p>}
      {checkin.drivers.map((driver) => (
        <DriverPhotos
          key={driver.id}
          driver={driver}
          limits={checkin.limits}
          onState={onState}
          onSessionEnded={onSessionEnded}
        />
      ))}
      <NextStep onNext={onNext} />
    </div>
  );
}
