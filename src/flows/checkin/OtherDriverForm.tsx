import { useEffect, useState, type FormEvent } from 'react';
import { saveOtherDriver, type Checkin } from '../../api/checkin';
import { maxLength, required } from '../../lib/validation';
import { checkinMessages } from '../../messages/checkin';
import { TextField } from '../../ui/TextField';
import { LicenceFields, licenceFieldId } from './LicenceFields';
import { StepFailure } from './StepFailure';
import { licenceErrors, type LicenceErrors, type LicenceForm } from './checkinRules';
import { licenceDetailsOf, licenceFormOf } from './licenceForm';
import { useStepSave, type StepProps } from './useStepSave';
import { checkinToday } from './checkinToday';

const PREFIX = 'chw-checkin-other';
type Errors = LicenceErrors & { firstName?: string; lastName?: string };
const ORDER: (keyof Errors)[] = ['firstName', 'lastName', 'birthDate', 'licenseNo', 'licenseState', 'expiry'];
const fieldId = (field: keyof Errors) =>
  field === 'firstName' || field === 'lastName' ? `${PREFIX}-${field}` : licenceFieldId(PREFIX, field);

const nameError = (value: string, missing: string, max: number) =>
  !required(value) ? missing : maxLength(value.trim(), max) ? undefined : checkinMessages.checkinNameLength(max);

/** A new driver: name, birth date and licence (the server adds the age rules of the car). */
export function OtherDriverForm({
  checkin,
  onState,
  onSessionEnded,
  onAdded,
  onCancel,
}: Pick<StepProps, 'checkin' | 'onState' | 'onSessionEnded'> & {
  onAdded: (next: Checkin, name: string) => void;
  onCancel: () => void;
}) {
  const nameMax = checkin.limits.name_max_length;
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [form, setForm] = useState<LicenceForm>(() => licenceFormOf(undefined));
  const [errors, setErrors] = useState<Errors>({});
  const { busy, alert, failure, save, refuse } = useStepSave({ onState, onSessionEnded });
  // The form opens where the button was: its first field takes the focus.
  useEffect(() => document.getElementById(fieldId('firstName'))?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...licenceErrors(form, checkinToday(checkin), checkin.return_date),
      firstName: nameError(first, checkinMessages.checkinFirstNameRequired, nameMax),
      lastName: nameError(last, checkinMessages.checkinLastNameRequired, nameMax),
    };
    setErrors(next);
    const refusedField = ORDER.find((field) => next[field]);
    if (refusedField) {
      refuse(fieldId(refusedField));
      return;
    }
    void save(
      () => saveOtherDriver(0, { ...licenceDetailsOf(form), first_name: first.trim(), last_name: last.trim() }),
      (answer) => onAdded(answer, checkinMessages.checkinDriverName(first.trim(), last.trim())),
    );
  };

  return (
    <form className="chw-checkin__driver-form" noValidate onSubmit={submit} aria-labelledby={`${PREFIX}-heading`}>
      <h4 id={`${PREFIX}-heading`} className="chw-checkin__subheading">
        {checkinMessages.checkinAddDriverHeading}
      </h4>
      <div className="chw-checkin__fields">
        <TextField
          id={fieldId('firstName')}
          label={checkinMessages.checkinFirstName}
          required
          autoComplete="off"
          maxLength={nameMax}
          value={first}
          error={errors.firstName}
          onChange={setFirst}
        />
        <TextField
          id={fieldId('lastName')}
          label={checkinMessages.checkinLastName}
          required
          autoComplete="off"
          maxLength={nameMax}
          value={last}
          error={errors.lastName}
          onChange={setLast}
        />
      </div>
      <LicenceFields
        prefix={PREFIX}
        form={form}
        errors={errors}
        onChange={(patch) => setForm((before) => ({ ...before, ...patch }))}
      />
      <div className="chw-checkin__actions">
        <button type="submit" className="chw-button" disabled={busy}>
          {checkinMessages.checkinSaveDriver}
        </button>
        <button type="button" className="chw-button chw-button--secondary" onClick={onCancel}>
          {checkinMessages.checkinCancelDriver}
        </button>
      </div>
      <StepFailure failure={failure} alertRef={alert} />
    </form>
  );
}
