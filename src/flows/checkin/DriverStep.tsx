import { useState, type FormEvent } from 'react';
import { saveMainDriver } from '../../api/checkin';
import { ymdToDisplay } from '../../lib/dates';
import { checkinMessages } from '../../messages/checkin';
import { LicenceFields, licenceFieldId } from './LicenceFields';
import { StepFailure } from './StepFailure';
import { licenceErrors, type LicenceErrors, type LicenceForm } from './checkinRules';
import { licenceDetailsOf, licenceFormOf } from './licenceForm';
import { useStepSave, type StepProps } from './useStepSave';
import { checkinToday } from './checkinToday';

const PREFIX = 'chw-checkin-main';
const ORDER: (keyof LicenceForm)[] = ['birthDate', 'licenseNo', 'licenseState', 'expiry'];

/**
 * Step 1, the main driver: the booking's name (the desk changes names), the birth date as booked
 * and the licence. Once saved it shows what is on file (the number's last four digits only) with
 * "Change" and "Next step".
 */
export function DriverStep(props: StepProps) {
  const { checkin, onNext } = props;
  const main = checkin.drivers.find((driver) => driver.main);
  const [editing, setEditing] = useState(!checkin.steps.driver);
  const [form, setForm] = useState<LicenceForm>(() => licenceFormOf(main));
  const [errors, setErrors] = useState<LicenceErrors>({});
  const { busy, alert, failure, save, refuse } = useStepSave(props);
  const name = `${checkin.main_driver.first_name} ${checkin.main_driver.last_name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = licenceErrors(form, checkinToday(checkin), checkin.return_date);
    setErrors(next);
    const first = ORDER.find((field) => next[field]);
    if (first) {
      refuse(licenceFieldId(PREFIX, first));
      return;
    }
    void save(
      () => saveMainDriver(licenceDetailsOf(form)),
      () => {
        setEditing(false);
        onNext();
      },
    );
  };

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
    <form className="chw-checkin__step-body" noValidate onSubmit={submit}>
      <p>{checkinMessages.checkinMainDriverIntro(name)}</p>
      {main ? <p className="chw-checkin__hint">{checkinMessages.checkinLicenceAgain}</p> : null}
      <LicenceFields
        prefix={PREFIX}
        form={form}
        errors={errors}
        onChange={(patch) => {
          setForm((before) => ({ ...before, ...patch }));
          setErrors((before) => ({ ...before, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
        }}
      />
      <div className="chw-checkin__actions">
        <button type="submit" className="chw-button" disabled={busy}>
          {checkinMessages.checkinSaveNext}
        </button>
      </div>
      <StepFailure failure={failure} alertRef={alert} />
    </form>
  );
}
