import { useState } from 'react';
import { saveMainDriver } from '../../api/checkin';
import { ymdToDisplay } from '../../lib/dates';
import { checkinMessages } from '../../messages/checkin';
import { DriverForm } from './DriverForm';
import type { StepProps } from './useStepSave';

/**
 * Step 1, the main driver: the booking's name (the desk changes names), the birth date as booked
 * and the licence. Once saved it shows what is on file (the number's last four digits only) with
 * "Change" and "Next step".
 */
export function DriverStep(props: StepProps) {
  const { checkin, onState, onSessionEnded, onNext } = props;
  const main = checkin.drivers.find((driver) => driver.main);
  const [editing, setEditing] = useState(!checkin.steps.driver);
  const name = `${checkin.main_driver.first_name} ${checkin.main_driver.last_name}`;

  if (main && !editing) {
    return (
      <div className="chw-checkin__step-body">
        <p>{checkinMessages.checkinMainDriverIntro(name)}</p>
        <p className="chw-checkin__summary">
          {checkinMessages.checkinSavedLicence(
            main.license_no_masked,
            main.license_state,
            ymdToDisplay(main.license_expiry),
          )}
        </p>
        <div className="chw-checkin__actions">
          <button type="button" className="chw-button" onClick={onNext}>
            {checkinMessages.checkinNext}
          </button>
          <button type="button" className="chw-button chw-button--secondary" onClick={() => setEditing(true)}>
            {checkinMessages.checkinEdit}
          </button>
        </div>
      </div>
    );
  }
  return (
    <DriverForm
      checkin={checkin}
      onState={onState}
      onSessionEnded={onSessionEnded}
      prefix="chw-checkin-main"
      driver={main}
      className="chw-checkin__step-body"
      submitLabel={checkinMessages.checkinSaveNext}
      send={(details) => saveMainDriver(details)}
      onSaved={() => {
        setEditing(false);
        onNext();
      }}
    >
      <p>{checkinMessages.checkinMainDriverIntro(name)}</p>
    </DriverForm>
  );
}
