import type { FormEvent, ReactNode } from 'react';
import { getConfig } from '../../config';
import { typedDateToDisplay } from '../../lib/dateOfBirth';
import { bookingMessages } from '../../messages/booking';
import { ConfirmationChecks } from '../../flows/ConfirmationChecks';
import { PhoneField } from '../../ui/PhoneField';
import { Select, type SelectGroup } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { CustomerErrors, CustomerForm } from './customerForm';

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

/** The driver's details of step 3 (spec §2), required fields marked * in their placeholders. */
export function DriverForm({ form, errors, states, statesFailed, locked, onChange, onSubmit, children }: Props) {
  return (
    <form className="chw-checkout__form" onSubmit={onSubmit} noValidate aria-labelledby="chw-checkout-heading">
      <fieldset className="chw-checkout__fields" disabled={locked}>
        <div className="chw-checkout__row">
          <TextField
            id="chw-first-name"
            label={bookingMessages.firstNameField}
            placeholder={bookingMessages.firstNameField}
            autoComplete="given-name"
            required
            value={form.firstName}
            error={errors.firstName}
            onChange={(firstName) => onChange({ firstName })}
          />
          <TextField
            id="chw-last-name"
            label={bookingMessages.lastNameField}
            placeholder={bookingMessages.lastNameField}
            autoComplete="family-name"
            required
            value={form.lastName}
            error={errors.lastName}
            onChange={(lastName) => onChange({ lastName })}
          />
        </div>
        <div className="chw-checkout__row">
          <TextField
            id="chw-email"
            type="email"
            label={bookingMessages.emailField}
            placeholder={bookingMessages.emailField}
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onChange={(email) => onChange({ email })}
          />
          <PhoneField
            id="chw-contact"
            label={bookingMessages.contactField}
            placeholder={bookingMessages.contactField}
            required
            value={form.mobile}
            error={errors.mobile}
            onChange={(mobile) => onChange({ mobile })}
            country={form.phoneCountry}
            onCountryChange={(phoneCountry, dialCode) => onChange({ dialCode, phoneCountry })}
          />
        </div>
        <div className="chw-checkout__row">
          {/* A date the driver knows and types, not a calendar: one field, read the way people type it
              (15061990, 15-6-1990… become 15/06/1990 when they leave it; lib/dates typedDateToDisplay). */}
          <TextField
            id="chw-birthday"
            label={bookingMessages.birthdayField}
            placeholder={bookingMessages.birthdayField}
            required
            inputMode="numeric"
            autoComplete="bday"
            maxLength={14}
            value={form.birthday}
            onChange={(birthday) => onChange({ birthday })}
            onBlur={() => {
              const birthday = typedDateToDisplay(form.birthday);
              if (birthday !== form.birthday) onChange({ birthday });
            }}
            error={errors.birthday}
          />
          <TextField
            id="chw-license-no"
            label={bookingMessages.licenseNoField}
            placeholder={bookingMessages.licenseNoField}
            value={form.licenseNo}
            error={errors.licenseNo}
            onChange={(licenseNo) => onChange({ licenseNo })}
          />
        </div>
        <div className="chw-checkout__row">
          <Select
            id="chw-license-state"
            label={bookingMessages.licenseStateField}
            placeholder={bookingMessages.licenseStatePlaceholder}
            groups={states}
            value={form.licenseState}
            error={errors.licenseState}
            aria-describedby={statesFailed && !errors.licenseState ? 'chw-license-state-note' : undefined}
            onChange={(event) => onChange({ licenseState: event.currentTarget.value })}
          />
          <TextField
            id="chw-flight-no"
            label={bookingMessages.flightNoField}
            placeholder={bookingMessages.flightNoField}
            value={form.flightNo}
            error={errors.flightNo}
            onChange={(flightNo) => onChange({ flightNo })}
          />
        </div>
        <p id="chw-license-state-note" className="chw-checkout__note" role="status">
          {statesFailed ? bookingMessages.licenseStatesLater : ''}
        </p>
        <ConfirmationChecks
          id="chw-terms"
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
