import { useId, useLayoutEffect, useState, type FormEvent, type RefObject } from 'react';
import { getConfig } from '../../config';
import { digitsWithoutLeadingZeros } from '../../lib/validation';
import { bookingMessages } from '../../messages/booking';
import { vehicleMessages } from '../../messages/vehicles';
import { Alert } from '../../ui/Alert';
import { PhoneField } from '../../ui/PhoneField';
import type { FormErrors } from '../../flows/contactRules';
import type { PhoneBookingForm } from './validatePhoneBooking';

interface Props {
  formId: string;
  /** Takes the focus when the dialog opens. */
  firstField: RefObject<HTMLInputElement | null>;
  carName: string;
  form: PhoneBookingForm;
  errors: FormErrors<PhoneBookingForm>;
  /** The last request failed: show the spec's message above the fields. */
  failed: boolean;
  onChange: (patch: Partial<PhoneBookingForm>) => void;
  onDialCodeChange: (dialCode: string) => void;
  onSubmit: () => void;
}

/** The phone-booking form's fields; each error is tied to its field and announced. */
export function PhoneBookingFields({
  formId,
  firstField,
  carName,
  form,
  errors,
  failed,
  onChange,
  onDialCodeChange,
  onSubmit,
}: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  // Each submit asks for the first field that needs attention to take the focus, once the errors
  // have rendered: in a layout effect of that render, not a timer that could fire after the renter
  // has already moved to another field (their typing would then land in the wrong one).
  const [submits, setSubmits] = useState(0);
  useLayoutEffect(() => {
    if (submits) document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus();
  }, [submits, formId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setSubmits((count) => count + 1);
  };
  const text = (name: 'firstName' | 'lastName' | 'email', label: string, type: string, autoComplete: string) => (
    <div className="chw-field">
      <label htmlFor={id(name)} className="chw-label">
        {label}
      </label>
      <input
        ref={name === 'firstName' ? firstField : undefined}
        id={id(name)}
        className="chw-input"
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
        onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      />
      {errors[name] && (
        <span id={`${id(name)}-error`} className="chw-field-error" role="alert">
          {errors[name]}
        </span>
      )}
    </div>
  );
  return (
    <form id={formId} className="chw-phone-booking" noValidate onSubmit={submit}>
      {carName && <p className="chw-phone-booking__car">{carName}</p>}
      {failed && <Alert tone="error">{bookingMessages.phoneBookingFailed}</Alert>}
      <div className="chw-phone-booking__names">
        {text('firstName', vehicleMessages.firstName, 'text', 'given-name')}
        {text('lastName', vehicleMessages.lastName, 'text', 'family-name')}
      </div>
      {text('email', vehicleMessages.emailAddress, 'email', 'email')}
      <div className="chw-phone-booking__mobile">
        <PhoneField
          id={id('mobile')}
          label={vehicleMessages.mobileNumber}
          value={form.mobile}
          onChange={(value: string) => onChange({ mobile: digitsWithoutLeadingZeros(value) })}
          country="au"
          onCountryChange={(_iso2: string, dialCode: string) => onDialCodeChange(dialCode)}
          error={errors.mobile}
          digitsOnly
        />
        <p className="chw-phone-booking__note">{vehicleMessages.australianMobileOnly}</p>
      </div>
      <div className="chw-field">
        <label className="chw-checkbox">
          <input
            type="checkbox"
            checked={form.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? id('terms-error') : undefined}
            onChange={(event) => onChange({ terms: event.currentTarget.checked })}
          />
          <span>
            {vehicleMessages.phoneTermsBefore}
            <a className="chw-link" href={getConfig().routes.terms} target="_blank" rel="noopener noreferrer">
              {vehicleMessages.phoneTermsLink}
              <span className="chw-visually-hidden"> {bookingMessages.opensInNewTab}</span>
            </a>
          </span>
        </label>
        {errors.terms && (
          <span id={id('terms-error')} className="chw-field-error" role="alert">
            {errors.terms}
          </span>
        )}
      </div>
      <p className="chw-phone-booking__consent">{vehicleMessages.marketingConsent}</p>
    </form>
  );
}
