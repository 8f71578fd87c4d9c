import { useState, type FormEvent } from 'react';
import { findBooking } from '../../api/manage';
import { isEmail } from '../../lib/validation';
import { ApiError } from '../../api/client';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from './FailureAlert';
import { TextField } from '../../ui/TextField';

/**
 * Find my booking: reservation number + email. The answer is the same whether or not they match
 * (the link goes to the booking's own address), so the form tells nothing about other people's bookings.
 */
export function FindBookingForm() {
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      const next = {
        number: number.trim() ? undefined : manageMessages.manageReservationRequired,
        email: !email.trim()
          ? manageMessages.manageEmailRequired
          : isEmail(email)
            ? undefined
            : manageMessages.manageEmailInvalid,
      };
      setErrors(next);
      if (next.number || next.email) return undefined;
      setFailure('');
      return findBooking({ reservation_no: number.trim(), email: email.trim() }).then(
        () => setAnswer(manageMessages.manageFindAnswer),
        (error: unknown) =>
          setFailure(
            error instanceof ApiError && error.kind === 'rate_limited' && error.serverMessage
              ? error.serverMessage
              : manageMessages.manageFindFailed,
          ),
      );
    });
  };

  return (
    <form className="chw-manage-find" noValidate onSubmit={submit}>
      <h2 className="chw-manage__heading">{manageMessages.manageFindHeading}</h2>
      <p>{manageMessages.manageFindIntro}</p>
      <TextField
        id="chw-manage-number"
        label={manageMessages.manageReservationNo}
        value={number}
        onChange={setNumber}
        error={errors.number}
        autoComplete="off"
        required
      />
      <TextField
        id="chw-manage-email"
        label={manageMessages.manageEmail}
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
        required
      />
      <button type="submit" className="chw-button" disabled={busy}>
        {manageMessages.manageFindSubmit}
      </button>
      {answer ? (
        <div role="status" className="chw-manage__answer">
          <p>{answer}</p>
          <p>{manageMessages.manageFindAnswerHint}</p>
        </div>
      ) : null}
      <FailureAlert failure={failure} alertRef={alert} />
    </form>
  );
}
