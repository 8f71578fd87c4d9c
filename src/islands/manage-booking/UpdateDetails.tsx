import { useEffect, useState, type FormEvent } from 'react';
import { updateDetails, type ManagedBooking } from '../../api/manage';
import { getCountries } from '../../api/booking';
import { ApiError } from '../../api/client';
import { getConfig } from '../../config';
import { countryGroups } from '../../flows/countryGroups';
import { licenseStateMissing, maxLength } from '../../lib/validation';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { bookingMessages } from '../../messages/booking';
import { manageMessages } from '../../messages/manage';
import { FLIGHT_NUMBER_MAX_LENGTH, LICENSE_NO_MAX_LENGTH } from '../../rules.generated';
import { FailureAlert } from '../../ui/FailureAlert';
import { isChangePending } from './changePending';
import type { ManageActions } from './manageActions';
import { HelpLine } from '../../ui/HelpLine';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

const FLIGHT_ID = 'chw-manage-flight';
const STATE_ID = 'chw-manage-license-state';

/**
 * Flight number, licence number and state, by the checkout's rules (spec §5: src/rules.json and
 * the checkout's validators in lib/validation): a licence number needs its state. The name needs
 * the desk. A field refused keeps what was typed and takes the focus, its error tied to it.
 */
export function UpdateDetails({
  booking,
  onSaved,
  onChangePending,
}: { booking: ManagedBooking; onSaved: (booking: ManagedBooking) => void } & Pick<ManageActions, 'onChangePending'>) {
  const [flight, setFlight] = useState(booking.flight_no);
  const [licenseNo, setLicenseNo] = useState(booking.license_no);
  const [licenseState, setLicenseState] = useState(booking.license_state);
  const [errors, setErrors] = useState<{ flight?: string; licenseState?: string }>({});
  // Each check that finds a problem moves the focus to the first field refused (a new object each time).
  const [refused, setRefused] = useState<{ id: string } | null>(null);
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const countries = useRequest('countries', (signal) => getCountries(signal));
  useEffect(() => {
    if (refused) document.getElementById(refused.id)?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      const next = {
        flight: maxLength(flight.trim(), FLIGHT_NUMBER_MAX_LENGTH) ? undefined : bookingMessages.flightNumberLength,
        licenseState: licenseStateMissing(licenseNo, licenseState) ? bookingMessages.licenseStateRequired : undefined,
      };
      setErrors(next);
      if (next.flight || next.licenseState) {
        setRefused({ id: next.flight ? FLIGHT_ID : STATE_ID });
        return undefined;
      }
      setFailure('');
      return updateDetails({
        flight_no: flight.trim(),
        license_no: licenseNo.trim(),
        license_state: licenseState,
      }).then(onSaved, (error: unknown) => {
        if (isChangePending(error)) onChangePending(error);
        else
          setFailure(
            error instanceof ApiError && error.serverMessage ? error.serverMessage : manageMessages.manageChangeFailed,
          );
      });
    });
  };

  return (
    <form className="chw-manage-details-form" noValidate onSubmit={submit}>
      <p>{manageMessages.manageNameNote}</p>
      <HelpLine phone={getConfig().supportPhone} />
      <TextField
        id={FLIGHT_ID}
        label={bookingMessages.flightNoField}
        value={flight}
        onChange={setFlight}
        error={errors.flight}
        maxLength={FLIGHT_NUMBER_MAX_LENGTH}
      />
      <TextField
        id="chw-manage-license"
        label={bookingMessages.licenseNoField}
        value={licenseNo}
        onChange={setLicenseNo}
        maxLength={LICENSE_NO_MAX_LENGTH}
      />
      <Select
        id={STATE_ID}
        label={bookingMessages.licenseStateField}
        placeholder={bookingMessages.licenseStatePlaceholder}
        groups={countryGroups(countries.data ?? [])}
        value={licenseState}
        error={errors.licenseState}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setLicenseState(value);
          // The error goes as soon as a state is chosen (the checkout's fields do the same).
          if (value) setErrors((before) => ({ ...before, licenseState: undefined }));
        }}
      />
      <button type="submit" className="chw-button" disabled={busy}>
        {manageMessages.manageSaveDetails}
      </button>
      <FailureAlert failure={failure} alertRef={alert} />
    </form>
  );
}
