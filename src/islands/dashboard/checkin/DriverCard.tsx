import type { CheckinDeskState, CheckinPhoto } from '../../../api/types';
import { ymdToDisplay } from '../../../lib/dates';
import { staffMessages } from '../../../messages/staff';
import type { AskTarget } from './AskAgainDialog';
import { Facts } from './Facts';
import { LicencePhoto } from './LicencePhoto';

type Driver = CheckinDeskState['drivers'][number];
type Side = 'front' | 'back';

const SIDES: { side: Side; label: string }[] = [
  { side: 'front', label: staffMessages.deskCheckinFront },
  { side: 'back', label: staffMessages.deskCheckinBack },
];

/** A photo's review as the desk reads it ("Asked again: the photo is blurred."). */
const reviewText = (photo: CheckinPhoto): string =>
  photo.review === 'ask_again' && photo.reason
    ? staffMessages.deskCheckinAskedBecause(photo.reason)
    : staffMessages.deskCheckinReviewLabels[photo.review];

interface Props {
  driver: Driver;
  /** The photos' reviews made in this view since it loaded, by photo id. */
  reviewed: ReadonlyMap<number, CheckinPhoto>;
  busy: boolean;
  onSettled: (photoId: number) => void;
  onAccept: (target: AskTarget) => void;
  onAskAgain: (target: AskTarget) => void;
}

/** One driver: the licence in full (the desk's view) and both photos, each with Accept and Ask again. */
export function DriverCard({ driver, reviewed, busy, onSettled, onAccept, onAskAgain }: Props) {
  const name = `${driver.first_name} ${driver.last_name}`;
  const facts: [string, string][] = [
    [staffMessages.deskCheckinLicenceNo, driver.license_no || staffMessages.deskCheckinDeleted],
    [staffMessages.deskCheckinLicenceState, driver.license_state],
    [staffMessages.deskCheckinLicenceExpiry, ymdToDisplay(driver.license_expiry)],
    [staffMessages.deskCheckinBirthDate, ymdToDisplay(driver.birth_date)],
  ];
  return (
    <li className="chw-dashboard__driver">
      <h5 className="chw-dashboard__driver-name">{driver.main ? staffMessages.deskCheckinMainDriver(name) : name}</h5>
      <Facts facts={facts} />
      <ul className="chw-dashboard__photos">
        {SIDES.map(({ side, label }) => {
          const sent = driver.photos[side];
          const photo = sent && (reviewed.get(sent.id) ?? sent);
          const what = staffMessages.deskCheckinActionFor(label, name);
          return (
            <li key={side} className="chw-dashboard__photo">
              <span className="chw-dashboard__photo-side">{label}</span>
              {photo ? (
                <>
                  <LicencePhoto
                    photo={photo}
                    label={staffMessages.deskCheckinPhotoOf(label, name)}
                    onSettled={onSettled}
                  />
                  <span className={`chw-dashboard__review chw-dashboard__review--${photo.review}`}>
                    {reviewText(photo)}
                  </span>
                  <span className="chw-dashboard__photo-actions">
                    {(
                      [
                        [staffMessages.deskCheckinAccept, onAccept],
                        [staffMessages.deskCheckinAskAgain, onAskAgain],
                      ] as const
                    ).map(([action, act]) => (
                      <button
                        key={action}
                        type="button"
                        className="chw-button chw-button--secondary chw-dashboard__review-button"
                        aria-disabled={busy || undefined}
                        onClick={() => act({ photoId: photo.id, what })}
                      >
                        {action}
                        <span className="chw-visually-hidden"> {what}</span>
                      </button>
                    ))}
                  </span>
                </>
              ) : (
                <span className="chw-dashboard__review">{staffMessages.deskCheckinPhotoMissing}</span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
