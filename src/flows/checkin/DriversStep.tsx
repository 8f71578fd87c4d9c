import { useRef, useState } from 'react';
import { removeDriver } from '../../api/checkin';
import { ymdToDisplay } from '../../lib/dates';
import { checkinMessages } from '../../messages/checkin';
import { DriverPhotos } from './DriverPhotos';
import { OtherDriverForm } from './OtherDriverForm';
import { StepFailure } from './StepFailure';
import { useStepSave, type StepProps } from './useStepSave';

/**
 * Step 3, the other drivers: each with its licence (the number's last four digits once saved), its
 * photos and a Remove button; "Add a driver" up to the booking's most. Adding or removing says so
 * in a status line that takes the focus (the list under it changed).
 */
export function DriversStep(props: StepProps) {
  const { checkin, onState, onSessionEnded, onNext } = props;
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  const saidRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { busy, alert, failure, save } = useStepSave(props);
  const others = checkin.drivers.filter((driver) => !driver.main);
  const full = checkin.drivers.length >= checkin.drivers_max;
  const main = checkin.drivers.find((driver) => driver.main);
  const tell = (text: string) => {
    setSaid(text);
    window.requestAnimationFrame(() => saidRef.current?.focus());
  };

  return (
    <div className="chw-checkin__step-body">
      <p>{checkinMessages.checkinDriversIntro(checkin.drivers_max)}</p>
      <p ref={saidRef} tabIndex={-1} role="status" className="chw-checkin__said">
        {said}
      </p>
      {others.length ? (
        <ul className="chw-checkin__drivers">
          {others.map((driver) => {
            const name = checkinMessages.checkinDriverName(driver.first_name, driver.last_name);
            return (
              <li key={driver.id} className="chw-checkin__driver">
                <p className="chw-checkin__driver-name">{name}</p>
                <p className="chw-checkin__summary">
                  {checkinMessages.checkinSavedLicence(
                    driver.license_no_masked,
                    driver.license_state,
                    ymdToDisplay(driver.license_expiry),
                  )}
                </p>
                <DriverPhotos
                  driver={driver}
                  limits={checkin.limits}
                  onState={onState}
                  onSessionEnded={onSessionEnded}
                />
                <button
                  type="button"
                  className="chw-button chw-button--secondary"
                  disabled={busy}
                  onClick={() =>
                    void save(
                      () => removeDriver(driver.id),
                      () => tell(checkinMessages.checkinDriverRemoved(name)),
                    )
                  }
                >
                  {checkinMessages.checkinRemoveDriver(name)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{checkinMessages.checkinDriversNone}</p>
      )}
      <StepFailure failure={failure} alertRef={alert} />
      {adding ? (
        <OtherDriverForm
          checkin={checkin}
          onState={onState}
          onSessionEnded={onSessionEnded}
          onAdded={(_, name) => {
            setAdding(false);
            tell(checkinMessages.checkinDriverAdded(name));
          }}
          onCancel={() => {
            setAdding(false);
            window.requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : null}
      {!adding && main && !full ? (
        <button ref={addRef} type="button" className="chw-button chw-button--secondary" onClick={() => setAdding(true)}>
          {checkinMessages.checkinAddDriver}
        </button>
      ) : null}
      {!main ? <p className="chw-checkin__hint">{checkinMessages.checkinMainDriverFirst}</p> : null}
      {full ? <p className="chw-checkin__hint">{checkinMessages.checkinDriversFull(checkin.drivers_max)}</p> : null}
      <div className="chw-checkin__actions">
        <button type="button" className="chw-button" onClick={onNext}>
          {checkinMessages.checkinNext}
        </button>
      </div>
    </div>
  );
}
