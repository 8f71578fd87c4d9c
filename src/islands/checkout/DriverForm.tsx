import type { FormEvent, ReactNode } from 'react';
import { getConfig } from '../../config';
import { typedDateToDisplay } from '../../lib/dateOfBirth';
import { bookingMessages } from '../../messages/booking';
import { ConfirmationChecks } from '../../flows/ConfirmationChecks';
import { PhoneField } from '../../ui/PhoneField';
import { Select, type SelectGroup } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { CustomerErrors, CustomerForm } from './customerForm';
import { customerFieldIds } from './fieldIds';

interface Props {
  form: CustomerForm;
  errors: CustomerErrors;
  states: SelectGroup[];
  /** The licence-state list failed to load (it retries on its own): said under the select. */
  statesFailed?: boolean;
  /** Locks the fields once the details are saved. */
  locked: boolean;
  onChange: (patch: Partial<CustomerForm>) => void;
  onSubmit: (event: FormEvent) => void;
  /** The submit button (hidden once saved). */
  children?: ReactNode;
}

type TextKey = 'firstName' | 'lastName' | 'email' | 'mobile' | 'birthday' | 'licenseNo' | 'flightNo';

const fieldId = Object.fromEntries(customerFieldIds) as Record<keyof CustomerForm, string>;

/** The driver's details of step 3 (spec §2), required fields marked * in their placeholders. */
export function DriverForm({ form, errors, states, statesFailed, locked, onChange, onSubmit, children }: Props) {
  /** A text field's id, label (its placeholder as well), value, error and change, for one of the driver's values. */
  const text = (key: TextKey, label: string) => ({
    id: fieldId[key],
    label,
    placeholder: label,
    value: form[key],
    error: errors[key],
    onChange: (value: string) => onChange({ [key]: value }),
  });
  return (
    <form className="chw-checkout__form" onSubmit={onSubmit} noValidate aria-labelledby="chw-checkout-heading">
      <fieldset className="chw-plain-fieldset chw-checkout__fields" disabled={locked}>
        <div className="chw-checkout__row">
          <TextField {...text('firstName', bookingMessages.firstNameField)} autoComplete="given-name" required />
          <TextField {...text('lastName', bookingMessages.lastNameField)} autoComplete="family-name" required />
        </div>
        <div className="chw-checkout__row">
          <TextField {...text('email', bookingMessages.emailField)} type="email" autoComplete="email" required />
          <PhoneField
            {...text('mobile', bookingMessages.contactField)}
            required
            country={form.phoneCountry}
            onCountryChange={(phoneCountry, dialCode) => onChange({ dialCode, phoneCountry })}
          />
        </div>
        <div className="chw-checkout__row">
          {/* A date the driver knows and types, not a calendar: one field, read the way people type it
              (15061990, 15-6-1990… become 15/06/1990 when they leave it; lib/dates typedDateToDisplay). */}
          <TextField
            {...text('birthday', bookingMessages.birthdayField)}
            required
            inputMode="numeric"
            autoComplete="bday"
            maxLength={14}
            onBlur={() => {
              const birthday = typedDateToDisplay(form.birthday);
              if (birthday !== form.birthday) onChange({ birthday });
            }}
          />
          <TextField {...text('licenseNo', bookingMessages.licenseNoField)} />
        </div>
        <div className="chw-checkout__row">
          <Select
            id={fieldId.licenseState}
            label={bookingMessages.licenseStateField}
            placeholder={bookingMessages.licenseStatePlaceholder}
            groups={states}
            value={form.licenseState}
            error={errors.licenseState}
            aria-describedby={statesFailed && !errors.licenseState ? 'chw-license-state-note' : undefined}
            onChange={(event) => onChange({ licenseState: event.currentTarget.value })}
          />
          <TextField {...text('flightNo', bookingMessages.flightNoField)} />
        </div>
        <p id="chw-license-state-note" className="chw-checkout__note" role="status">
          {statesFailed ? bookingMessages.licenseStatesLater : ''}
        </p>
        <ConfirmationChecks
          id={fieldId.terms}
          checked={form.terms}
          termsUrl={getConfig().routes.terms}
          error={errors.terms}
          onChange={(terms) => onChange({ terms })}
        />
      </fieldset>
      {children}
    </form>
  );
}
