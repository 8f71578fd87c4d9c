import { useEffect, useRef, useState, type FormEvent } from 'react';
import { findBooking } from '../../api/manage';
import { isEmail } from '../../lib/validation';
import { ApiError } from '../../api/client';
import { useReveal } from '../../lib/useReveal';
import { useSubmit } from '../../lib/useSubmit';
import { bookingMessages } from '../../messages/booking';
import { manageMessages } from '../../messages/manage';
import { FailureAlert } from '../../ui/FailureAlert';
import { TextField } from '../../ui/TextField';
import { MANAGE_LINK_HOURS, RESERVATION_NO_MAX_LENGTH } from '../../rules.generated';

/**
 * The reservation number (`CHW100378`) or the full reference the confirmation email prints
 * (`CHW-100378-ABCD`): letters, digits and dashes, read in any case once the spaces around it go.
 */
const RESERVATION = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/i;
const NUMBER_HINT_ID = 'chw-manage-number-hint';

/**
 * Find my booking: reservation number (or reference) + email. The answer is the same whether or
 * not they match (the link goes to the booking's own address), so the form tells nothing about
 * other people's bookings. After "Sign out of this booking" its heading takes the focus.
 */
export function FindBookingForm({
  focusHeading = false,
  heading: title = manageMessages.manageFindHeading,
}: {
  focusHeading?: boolean;
  heading?: string;
}) {
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');
  const { busy, run, alert } = useSubmit(failure);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  // The answer takes the focus: the button stays, but what it did is said below it.
  const answerRef = useReveal(answer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      const reservation = number.trim();
      const next = {
        number: !reservation
          ? manageMessages.manageReservationRequired
          : RESERVATION.test(reservation)
            ? undefined
            : manageMessages.manageReservationInvalid,
        email: !email.trim()
          ? bookingMessages.emailRequired
          : isEmail(email)
            ? undefined
            : bookingMessages.emailInvalid,
      };
      setErrors(next);
      if (next.number || next.email) return undefined;
      setFailure('');
      return findBooking({ reservation_no: reservation.toUpperCase(), email: email.trim() }).then(
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
      <h2 ref={heading} tabIndex={-1} className="chw-manage__heading">
        {title}
      </h2>
      <p>{manageMessages.manageFindIntro}</p>
      <TextField
        id="chw-manage-number"
        label={manageMessages.manageReservationNo}
        value={number}
        onChange={setNumber}
        error={errors.number}
        aria-describedby={errors.number ? `chw-manage-number-error ${NUMBER_HINT_ID}` : NUMBER_HINT_ID}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={RESERVATION_NO_MAX_LENGTH}
        required
      />
      <p id={NUMBER_HINT_ID} className="chw-manage__hint">
        {manageMessages.manageReservationHint}
      </p>
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
        <div ref={answerRef} tabIndex={-1} role="status" className="chw-manage__answer">
          <p>{answer}</p>
          <p>{manageMessages.manageFindAnswerHint(MANAGE_LINK_HOURS)}</p>
        </div>
      ) : null}
      <FailureAlert failure={failure} alertRef={alert} />
    </form>
  );
}
