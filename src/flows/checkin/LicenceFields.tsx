import { getCountries } from '../../api/booking';
import { takePrefetched } from '../../api/prefetch';
import { typedDateToDisplay } from '../../lib/dateOfBirth';
import { useRequest } from '../../lib/useRequest';
import { bookingMessages } from '../../messages/booking';
import { checkinMessages } from '../../messages/checkin';
import { LICENSE_NO_MAX_LENGTH } from '../../rules.generated';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { countryGroups } from '../countryGroups';
import type { LicenceErrors, LicenceForm } from './checkinRules';

/** The id of a licence field of the form `prefix` (the step takes the focus to the first refused). */
export const licenceFieldId = (prefix: string, field: keyof LicenceForm) => `${prefix}-${field}`;

/**
 * A driver's birth date and licence: the checkout's fields (TextField, the states Select with the
 * checkout's groups from GET /countries), dates typed as the checkout's birth date is (15061990 →
 * 15/06/1990 on leaving the field).
 */
export function LicenceFields({
  prefix,
  form,
  errors,
  onChange,
}: {
  prefix: string;
  form: LicenceForm;
  errors: LicenceErrors;
  onChange: (patch: Partial<LicenceForm>) => void;
}) {
  // Asked for early by a link into check-in (CheckinMount), else now.
  const countries = useRequest('countries', (signal) => takePrefetched('countries', getCountries, signal));
  const date = (field: 'birthDate' | 'expiry', label: string, autoComplete: string) => (
    <TextField
      id={licenceFieldId(prefix, field)}
      label={label}
      required
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={14}
      value={form[field]}
      error={errors[field]}
      onChange={(value) => onChange({ [field]: value })}
      onBlur={() => {
        const typed = typedDateToDisplay(form[field]);
        if (typed !== form[field]) onChange({ [field]: typed });
      }}
    />
  );
  return (
    <div className="chw-checkin__fields">
      {date('birthDate', checkinMessages.checkinBirthDate, 'bday')}
      <TextField
        id={licenceFieldId(prefix, 'licenseNo')}
        label={checkinMessages.checkinLicenceNo}
        required
        autoComplete="off"
        maxLength={LICENSE_NO_MAX_LENGTH}
        value={form.licenseNo}
        error={errors.licenseNo}
        onChange={(licenseNo) => onChange({ licenseNo })}
      />
      <Select
        id={licenceFieldId(prefix, 'licenseState')}
        label={checkinMessages.checkinLicenceState}
        placeholder={bookingMessages.licenseStatePlaceholder}
        required
        groups={countryGroups(countries.data ?? [])}
        value={form.licenseState}
        error={errors.licenseState}
        onChange={(event) => onChange({ licenseState: event.currentTarget.value })}
      />
      {date('expiry', checkinMessages.checkinExpiry, 'off')}
    </div>
  );
}
