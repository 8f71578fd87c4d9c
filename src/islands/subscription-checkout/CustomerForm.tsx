import { useEffect, useId, useMemo, useState, type Dispatch, type FormEvent } from 'react';
import { getCountries } from '../../api/booking';
import { saveSubscriptionCustomer } from '../../api/subscription';
import type { CountryGroup, IntentType } from '../../api/types';
import { branchToday, getConfig } from '../../config';
import { loadDraft, saveDraft } from '../../lib/sessionDraft';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { internationalNumber } from '../../lib/validation';
import { enquiryMessages } from '../../messages/enquiry';
import { subscriptionMessages } from '../../messages/subscription';
import { saveSubscription, subscription } from '../../state/subscription';
import { Alert } from '../../ui/Alert';
import type { CheckoutSave, CheckoutSaveAction } from '../../flows/checkoutSave';
import { ConfirmationChecks } from '../../flows/ConfirmationChecks';
import { DateField } from '../../ui/DateField';
import { PhoneField } from '../../ui/PhoneField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { contactPhone, savedContact } from '../../flows/savedContact';
import type { FormErrors } from '../../flows/contactRules';
import {
  customerFieldOrder,
  validateSubscriptionCustomer,
  type SubscriptionCustomerValues,
} from './validateSubscriptionCustomer';
import './CustomerForm.css';

/** This tab's draft (typed details survive reload and Back/Forward), else what is already known. */
function initialValues(): SubscriptionCustomerValues {
  const saved = subscription.value;
  return loadDraft('subscription-checkout', {
    ...savedContact(),
    address: '',
    postal: '',
    licenseNo: saved.licenseNo ?? '',
    licenseExpiry: '',
    licenseState: saved.licenseState ?? '',
    relativeName: '',
    relativeMobileNumber: '',
    terms: false,
  });
}

const NO_GROUPS: CountryGroup[] = [];

interface Props {
  token: string;
  /** The checkout's save (checkoutSave): once saved the submit button goes (spec §2). */
  save: CheckoutSave;
  dispatch: Dispatch<CheckoutSaveAction>;
  /** The customer is saved: the card step can start. */
  onSaved: (clientSecret: string, intentType: IntentType) => void;
}

/**
 * The next of kin's number as the renter's own is sent: digits with the country code, Australia's
 * unless it was typed with one (`+44 …`, `0044 …`). `0400 111 222` → `61400111222`.
 */
const relativeNumber = (typed: string): string =>
  /^\s*(\+|00)/.test(typed) ? typed.replace(/\D/g, '').replace(/^00/, '') : internationalNumber('61', typed);

/** The subscription customer form (spec §2, §5 Subscription checkout). */
export function CustomerForm({ token, save, dispatch, onSaved }: Props) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<SubscriptionCustomerValues>>({});
  const countries = useRequest('countries', getCountries);
  const groups = Array.isArray(countries.data) ? countries.data : NO_GROUPS;
  const saved = save.save === 'saved';
  const failed = save.save === 'failed' && save.saveError;
  // A failed save is put in view with focus on it, not left above the viewport.
  const { busy: saving, run, alert: failedAlert } = useSubmit(failed);
  const fieldId = (key: keyof SubscriptionCustomerValues) => `${id}-${key}`;
  const today = useMemo(() => branchToday(), []);
  const nextJanuary = `${Number(today.slice(0, 4)) + 1}-01-01`;

  useEffect(() => saveDraft('subscription-checkout', values), [values]);

  const set = <K extends keyof SubscriptionCustomerValues>(key: K, value: SubscriptionCustomerValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key])
      setErrors((current) => ({ ...current, [key]: validateSubscriptionCustomer({ ...values, [key]: value })[key] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => {
      if (saved) return;
      const found = validateSubscriptionCustomer(values);
      setErrors(found);
      const first = customerFieldOrder.find((key) => found[key]);
      if (first) {
        document.getElementById(fieldId(first))?.focus();
        return;
      }
      return send();
    });
  };

  const send = async () => {
    dispatch({ type: 'start' });
    try {
      const result = await saveSubscriptionCustomer({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        mobile_number: internationalNumber(values.mobileCountryCode, values.mobileNumber),
        mobile_country_code: values.mobileCountryCode,
        // The real values (spec §7 notes the original sent placeholder text here: a defect).
        address: values.address.trim(),
        postal_id: values.postal.trim(),
        relative_name: values.relativeName.trim(),
        relative_mobile_number: relativeNumber(values.relativeMobileNumber),
        license_no: values.licenseNo.trim(),
        license_expiry: values.licenseExpiry,
        license_state: values.licenseState,
        subscription_token: token,
        terms_conditions: values.terms,
      });
      const secret = result?.results?.client_secret;
      if (!secret) throw new Error('No client secret.');
      saveSubscription({ licenseNo: values.licenseNo.trim(), licenseState: values.licenseState });
      onSaved(secret, result.results.intent_type === 'setup' ? 'setup' : 'payment');
    } catch {
      dispatch({ type: 'failed', message: subscriptionMessages.subCustomerFailed });
    }
  };

  const stateGroups = groups.map((group) => ({
    label: group.label,
    options: group.options.map((c) => ({ label: c.Name, value: c.Code })),
  }));
  const text = (
    key:
      'firstName' | 'lastName' | 'email' | 'address' | 'postal' | 'licenseNo' | 'relativeName' | 'relativeMobileNumber',
  ) => ({
    id: fieldId(key),
    value: values[key],
    onChange: (value: string) => set(key, value),
    error: errors[key],
    required: true,
    disabled: saved,
  });

  return (
    <form className="chw-sub-customer" noValidate aria-labelledby={`${id}-heading`} onSubmit={onSubmit}>
      <h2 id={`${id}-heading`} className="chw-sub-customer__heading">
        {subscriptionMessages.subYourDetails}
      </h2>
      {countries.failed && <Alert tone="error">{subscriptionMessages.subCheckoutLoadFailed}</Alert>}
      <div className="chw-form-grid chw-sub-customer__grid">
        <TextField {...text('firstName')} label={subscriptionMessages.subFirstNameField} autoComplete="given-name" />
        <TextField {...text('lastName')} label={subscriptionMessages.subLastNameField} autoComplete="family-name" />
        <TextField {...text('email')} label={subscriptionMessages.subEmailField} type="email" autoComplete="email" />
        <PhoneField
          id={fieldId('mobileNumber')}
          label={subscriptionMessages.subContactField}
          {...contactPhone(values, set)}
          error={errors.mobileNumber}
          required
        />
        <TextField
          {...text('address')}
          label={subscriptionMessages.subAddressField}
          autoComplete="street-address"
          className="chw-sub-customer__wide"
        />
        <TextField
          {...text('postal')}
          label={subscriptionMessages.subPostalField}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField {...text('licenseNo')} label={subscriptionMessages.subLicenseNoField} />
        <DateField
          id={fieldId('licenseExpiry')}
          label={subscriptionMessages.subLicenseExpiry}
          value={values.licenseExpiry}
          onChange={(value) => set('licenseExpiry', value)}
          min={today}
          defaultMonth={nextJanuary}
          captionLayout="dropdown"
          placeholder={subscriptionMessages.subDatePlaceholder}
          disabled={saved}
        />
        <Select
          id={fieldId('licenseState')}
          label={subscriptionMessages.subLicenseState}
          placeholder={subscriptionMessages.subLicenseStatePlaceholder}
          groups={stateGroups}
          value={values.licenseState}
          onChange={(event) => set('licenseState', event.currentTarget.value)}
          disabled={saved}
        />
      </div>
      <fieldset className="chw-sub-customer__kin">
        <legend className="chw-label">{subscriptionMessages.subNextOfKin}</legend>
        <div className="chw-form-grid chw-sub-customer__grid">
          <TextField
            {...text('relativeName')}
            label={subscriptionMessages.subRelativeName}
            hiddenPrefix={subscriptionMessages.subNextOfKinPrefix}
            autoComplete="off"
          />
          <TextField
            {...text('relativeMobileNumber')}
            label={subscriptionMessages.subRelativeNumber}
            hiddenPrefix={subscriptionMessages.subNextOfKinPrefix}
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <ConfirmationChecks
        id={fieldId('terms')}
        checked={values.terms}
        onChange={(checked) => set('terms', checked)}
        termsUrl={getConfig().routes.terms}
        error={errors.terms}
        disabled={saved}
      />
      {failed && (
        <div ref={failedAlert} tabIndex={-1} className="chw-sub-customer__failed">
          <Alert tone="error">{failed}</Alert>
        </div>
      )}
      {!saved && (
        <button type="submit" className="chw-button chw-sub-customer__submit" disabled={saving}>
          {saving ? enquiryMessages.sending : subscriptionMessages.subContinue}
        </button>
      )}
    </form>
  );
}
