import type { Checkin, CheckinDriver } from '../../api/checkin';
import { checkinMessages } from '../../messages/checkin';
import { PhotoInput } from './PhotoInput';

/** The front and back of one driver's licence, as a group named after the driver. */
export function DriverPhotos({
  driver,
  limits,
  onState,
  onSessionEnded,
}: {
  driver: CheckinDriver;
  limits: Checkin['limits'];
  onState: (next: Checkin) => void;
  onSessionEnded: () => void;
}) {
  return (
    <fieldset className="chw-checkin__photos">
      <legend className="chw-checkin__legend">
        {checkinMessages.checkinPhotosOf(checkinMessages.checkinDriverName(driver.first_name, driver.last_name))}
      </legend>
      {(['front', 'back'] as const).map((side) => (
        <PhotoInput
          key={side}
          driverId={driver.id}
          side={side}
          photo={driver.photos[side]}
          limits={limits}
          onState={onState}
          onSessionEnded={onSessionEnded}
        />
      ))}
    </fieldset>
  );
}
