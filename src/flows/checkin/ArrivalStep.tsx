import { useState, type FormEvent } from 'react';
import { saveArrival } from '../../api/checkin';
import { formatTime12 } from '../../lib/dates';
import { checkinMessages } from '../../messages/checkin';
import { FLIGHT_NUMBER_MAX_LENGTH } from '../../rules.generated';
import { TextField } from '../../ui/TextField';
import { arrivalErrors } from './checkinRules';
import { StepSubmit } from './StepSubmit';
import { zoneName } from './zoneName';
import { useStepSave, type StepProps } from './useStepSave';

const ID = 'chw-checkin-arrival';
type Errors = ReturnType<typeof arrivalErrors>;

/**
 * Step 4, arrival: a flight number (the checkout's rule), the expected time on the pickup day
 * within the branch's opening hours (the branch's clock, said with its zone) and a note.
 */
export function ArrivalStep(props: StepProps) {
  const { checkin, onNext } = props;
  const hours = checkin.opening_hours;
  const [flight, setFlight] = useState(checkin.arrival.flight_no);
  const [time, setTime] = useState(checkin.arrival.arrival_time);
  const [note, setNote] = useState(checkin.arrival.note);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, alert, failure, save, refuse } = useStepSave(props);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = arrivalErrors({ flight, time, note }, hours, checkin.limits.note_max_length);
    setErrors(next);
    const first = (['flight', 'time', 'note'] as const).find((field) => next[field]);
    if (first) {
      refuse(`${ID}-${first}`);
      return;
    }
    void save(() => saveArrival({ flight_no: flight.trim(), arrival_time: time, note: note.trim() }), onNext);
  };

  const hintId = `${ID}-hours`;
  const noteError = `${ID}-note-error`;
  return (
    <form className="chw-checkin__step-body" noValidate onSubmit={submit}>
      <p>{checkinMessages.checkinArrivalIntro}</p>
      <div className="chw-checkin__fields">
        <TextField
          id={`${ID}-flight`}
          label={checkinMessages.checkinFlight}
          autoComplete="off"
          maxLength={FLIGHT_NUMBER_MAX_LENGTH}
          value={flight}
          error={errors.flight}
          onChange={setFlight}
        />
        <div className="chw-checkin__time">
          <TextField
            id={`${ID}-time`}
            type="time"
            label={checkinMessages.checkinArrivalTime}
            required
            min={hours?.open}
            max={hours?.close}
            step={300}
            value={time}
            error={errors.time}
            onChange={setTime}
            aria-describedby={errors.time ? `${ID}-time-error ${hintId}` : hintId}
          />
          {hours ? (
            <p id={hintId} className="chw-checkin__hint">
              {checkinMessages.checkinArrivalHours(
                formatTime12(hours.open),
                formatTime12(hours.close),
                zoneName(checkin.time_zone, checkin.closes_at),
              )}
            </p>
          ) : null}
        </div>
      </div>
      <div className="chw-field">
        <label htmlFor={`${ID}-note`} className="chw-label">
          {checkinMessages.checkinNote}
        </label>
        <textarea
          id={`${ID}-note`}
          className="chw-input chw-checkin__note"
          rows={3}
          maxLength={checkin.limits.note_max_length}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? noteError : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {errors.note ? (
          <span id={noteError} role="alert" className="chw-field-error">
            {errors.note}
          </span>
        ) : null}
      </div>
      <StepSubmit label={checkinMessages.checkinSaveNext} busy={busy} failure={failure} alert={alert} />
    </form>
  );
}
