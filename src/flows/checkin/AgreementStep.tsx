import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { getCheckin, signAgreement, type CheckinStepName } from '../../api/checkin';
import { wallTextZoned } from '../../lib/bookingWords.mjs';
import { checkinMessages } from '../../messages/checkin';
import { TextField } from '../../ui/TextField';
import { signatureError } from './checkinRules';
import { StepSubmit } from './StepSubmit';
import { stepTitle } from './steps';
import { useStepSave, type StepProps } from './useStepSave';

const ID = 'chw-checkin-sign';

/**
 * Step 5, the agreement: its text as the server has it (the site's rental terms with the booking's
 * figures) in a scrollable region, signed by typing the main driver's full name. A text changed
 * since it was shown (409 `agreement_changed`) is read again and shown with that news.
 */
export function AgreementStep(props: StepProps & { onGoTo: (step: CheckinStepName) => void }) {
  const { checkin, onState, onGoTo } = props;
  const fullName = `${checkin.main_driver.first_name} ${checkin.main_driver.last_name}`;
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const { busy, alert, failure, save, refuse } = useStepSave(props);
  const [changed, setChanged] = useState(false);
  const unfinished = (['driver', 'photos', 'drivers', 'arrival'] as const).filter((step) => !checkin.steps[step]);
  const signed = checkin.agreement.signed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = signatureError(name, fullName);
    setError(problem);
    if (problem) {
      refuse(ID);
      return;
    }
    setChanged(false);
    void save(() =>
      signAgreement(name.trim(), checkin.agreement.version).catch(async (failed: unknown) => {
        if (failed instanceof ApiError && failed.status === 409 && failed.title === 'Agreement changed') {
          onState(await getCheckin());
          setChanged(true);
        }
        throw failed;
      }),
    );
  };

  return (
    <div className="chw-checkin__step-body">
      {unfinished.length ? (
        <div className="chw-checkin__unfinished">
          <p>{checkinMessages.checkinFinishFirst}</p>
          <ul>
            {unfinished.map((step) => (
              <li key={step}>
                <button type="button" className="chw-checkin__link" onClick={() => onGoTo(step)}>
                  {stepTitle(step)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>{checkinMessages.checkinAgreementIntro}</p>
      <div
        className="chw-checkin__agreement"
        role="region"
        tabIndex={0}
        aria-label={checkinMessages.checkinAgreementText}
      >
        {checkin.agreement.text}
      </div>
      {signed ? (
        <p className="chw-checkin__signed" role="status">
          {checkinMessages.checkinSigned(signed.name, wallTextZoned(signed.at, checkin.time_zone))}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="chw-checkin__sign">
          {changed ? <p className="chw-checkin__hint">{checkinMessages.checkinAgreementChanged}</p> : null}
          <TextField
            id={ID}
            label={checkinMessages.checkinSignName(fullName)}
            required
            autoComplete="name"
            maxLength={2 * checkin.limits.name_max_length + 1}
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              setError('');
            }}
          />
          <StepSubmit label={checkinMessages.checkinSign} busy={busy} failure={failure} alert={alert} />
        </form>
      )}
    </div>
  );
}
