import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Checkin, CheckinDriver, LicenceDetails } from '../../api/checkin';
import { maxLength, required } from '../../lib/validation';
import { checkinMessages } from '../../messages/checkin';
import { TextField } from '../../ui/TextField';
import { LicenceFields, licenceFieldId } from './LicenceFields';
import { licenceErrors, type LicenceErrors, type LicenceForm } from './checkinRules';
import { checkinToday } from './checkinToday';
import { licenceDetailsOf, licenceFormOf } from './licenceForm';
import { StepSubmit } from './StepSubmit';
import { useStepSave, type StepProps } from './useStepSave';

type NameField = 'firstName' | 'lastName';
type Errors = LicenceErrors & Partial<Record<NameField, string>>;
/** The fields in the order the form shows them: the first refused takes the focus. */
const ORDER: (keyof Errors)[] = ['firstName', 'lastName', 'birthDate', 'licenseNo', 'licenseState', 'expiry'];

/** A driver as the form sends it: the licence, and another driver's name. */
export type DriverDetails = LicenceDetails & { first_name?: string; last_name?: string };

const nameError = (value: string, missing: string, max: number) =>
  !required(value) ? missing : maxLength(value.trim(), max) ? undefined : checkinMessages.checkinNameLength(max);

/**
 * One driver's form, whoever they are: the main driver (the booking's name) or another (their name
 * too), new or saved before. The checkout's licence rules as typed (checkinRules), the first field
 * refused in focus, each field's error cleared as it changes, and the server's answer (its words
 * for a refusal) through useStepSave. A saved driver's number never comes back: it is typed again.
 */
export function DriverForm({
  prefix,
  checkin,
  driver,
  named = false,
  className,
  labelledBy,
  children,
  submitLabel,
  send,
  onSaved,
  onCancel,
  focusFirst = false,
  onState,
  onSessionEnded,
}: Pick<StepProps, 'checkin' | 'onState' | 'onSessionEnded'> & {
  /** Every field's id starts with it. */
  prefix: string;
  driver?: CheckinDriver;
  /** Another driver: the first and last name are asked for too. */
  named?: boolean;
  className: string;
  labelledBy?: string;
  /** What the form says before its fields (the step's words, a heading). */
  children?: ReactNode;
  submitLabel: string;
  /** Sends the form; the answer is the whole state. */
  send: (details: DriverDetails) => Promise<Checkin>;
  /** Saved: the state as it now is, and the driver's name. */
  onSaved: (next: Checkin, name: string) => void;
  /** Offers a way back (another driver's form) when given. */
  onCancel?: () => void;
  /** The first field takes the focus when the form opens (it opens where its button was). */
  focusFirst?: boolean;
}) {
  const nameMax = checkin.limits.name_max_length;
  const fieldId = (field: keyof Errors) =>
    field === 'firstName' || field === 'lastName' ? `${prefix}-${field}` : licenceFieldId(prefix, field);
  const [names, setNames] = useState<Record<NameField, string>>({
    firstName: driver?.first_name ?? '',
    lastName: driver?.last_name ?? '',
  });
  const [form, setForm] = useState<LicenceForm>(() => licenceFormOf(driver));
  const [errors, setErrors] = useState<Errors>({});
  const { busy, alert, failure, save, refuse } = useStepSave({ onState, onSessionEnded });
  const [firstField] = useState(() => fieldId(named ? 'firstName' : 'birthDate'));
  useEffect(() => {
    if (focusFirst) document.getElementById(firstField)?.focus();
  }, [focusFirst, firstField]);
  const changed = (patch: Partial<Errors>) =>
    setErrors((before) => ({ ...before, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...licenceErrors(form, checkinToday(checkin), checkin.return_date),
      ...(named
        ? {
            firstName: nameError(names.firstName, checkinMessages.checkinFirstNameRequired, nameMax),
            lastName: nameError(names.lastName, checkinMessages.checkinLastNameRequired, nameMax),
          }
        : {}),
    };
    setErrors(next);
    const refused = ORDER.find((field) => next[field]);
    if (refused) {
      refuse(fieldId(refused));
      return;
    }
    const name = named ? { first_name: names.firstName.trim(), last_name: names.lastName.trim() } : checkin.main_driver;
    void save(
      () => send({ ...licenceDetailsOf(form), ...(named ? name : {}) }),
      (next) => onSaved(next, checkinMessages.checkinDriverName(name.first_name, name.last_name)),
    );
  };

  return (
    <form className={className} noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      {children}
      {driver ? <p className="chw-checkin__hint">{checkinMessages.checkinLicenceAgain}</p> : null}
      {named ? (
        <div className="chw-checkin__fields">
          {(
            [
              ['firstName', checkinMessages.checkinFirstName],
              ['lastName', checkinMessages.checkinLastName],
            ] as const
          ).map(([field, label]) => (
            <TextField
              key={field}
              id={fieldId(field)}
              label={label}
              required
              autoComplete="off"
              maxLength={nameMax}
              value={names[field]}
              error={errors[field]}
              onChange={(value) => {
                setNames((before) => ({ ...before, [field]: value }));
                changed({ [field]: value });
              }}
            />
          ))}
        </div>
      ) : null}
      <LicenceFields
        prefix={prefix}
        form={form}
        errors={errors}
        onChange={(patch) => {
          setForm((before) => ({ ...before, ...patch }));
          changed(patch);
        }}
      />
      <StepSubmit label={submitLabel} busy={busy} failure={failure} alert={alert}>
        {onCancel ? (
          <button type="button" className="chw-button chw-button--secondary" onClick={onCancel}>
            {checkinMessages.checkinCancelDriver}
          </button>
        ) : null}
      </StepSubmit>
    </form>
  );
}
