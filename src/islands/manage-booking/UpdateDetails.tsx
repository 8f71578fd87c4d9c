import { useState, type FormEvent } from 'react';
import { updateDetails, type ManagedBooking } from '../../api/manage';
import { getCountries } from '../../api/booking';
import { ApiError } from '../../api/client';
import { getConfig } from '../../config';
import { countryGroups } from '../../flows/countryGroups';
import { maxLength } from '../../lib/validation';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { bookingMessages } from '../../messages/booking';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from './FailureAlert';
import { HelpLine } from '../../ui/HelpLine';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

/** Flight number, licence number and state, checked as on the checkout; the name needs the desk. */
export function UpdateDetails({
  booking,
  token,
  onSaved,
}: {
  booking: ManagedBooking;
  token: string;
  onSaved: (booking: ManagedBooking) => void;
}) {
  const [flight, setFlight] = useState(booking.flight_no);
  const [licenseNo, setLicenseNo] = useState(booking.license_no);
  const [licenseState, setLicenseState] = useState(booking.license_state);
  const [flightError, setFlightError] = useState('');
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const countries = useRequest('countries', (signal) => getCountries(signal));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      const tooLong = !maxLength(flight.trim(), 50);
      setFlightError(tooLong ? bookingMessages.flightNumberLength : '');
      if (tooLong) return undefined;
      setFailure('');
      return updateDetails(token, {
        flight_no: flight.trim(),
        license_no: licenseNo.trim(),
        license_state: licenseState,
      }).then(onSaved, (error: unknown) =>
        setFailure(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : manageMessages.manageChangeFailed,
        ),
      );
    });
  };

  return (
    <form className="chw-manage-details-form" noValidate onSubmit={submit}>
      <p>{manageMessages.manageNameNote}</p>
      <HelpLine phone={getConfig().supportPhone} />
      <TextField
        id="chw-manage-flight"
        label={bookingMessages.flightNoField}
        value={flight}
        onChange={setFlight}
        error={flightError}
        maxLength={60}
      />
      <TextField
        id="chw-manage-license"
        label={bookingMessages.licenseNoField}
        value={licenseNo}
        onChange={setLicenseNo}
      />
      <Select
        id="chw-manage-license-state"
        label={bookingMessages.licenseStateField}
        placeholder={bookingMessages.licenseStatePlaceholder}
        groups={countryGroups(countries.data ?? [])}
        value={licenseState}
        onChange={(event) => setLicenseState(event.currentTarget.value)}
      />
      <button type="submit" className="chw-button" disabled={busy}>
        {manageMessages.manageSaveDetails}
      </button>
      <FailureAlert failure={failure} alertRef={alert} />
    </form>
  );
}
