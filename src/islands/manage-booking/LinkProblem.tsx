import { useState } from 'react';
import { requestNewLink } from '../../api/manage';
import type { ApiError } from '../../api/client';
import { useReveal } from '../../lib/useReveal';
import { useSubmit } from '../../lib/useSubmit';
import { manageMessages } from '../../messages/manage';
import { Alert } from '../../ui/Alert';
import { FindBookingForm } from './FindBookingForm';

/** Why a link did not open, by the server's code. */
function problemText(error: ApiError | undefined): string | null {
  const code = error?.title;
  if (code === 'Link already used') return manageMessages.manageLinkUsed;
  if (code === 'Link expired') return manageMessages.manageLinkExpired;
  if (code === 'Link not valid') return manageMessages.manageLinkInvalid;
  return null;
}

/**
 * A link that was used or has expired says so and offers a new one (mailed to the booking's own
 * address); one that is not valid (no booking has it) says so and offers the find form, which
 * mails a link whenever the booking matches; any other failure offers the find form too.
 */
export function LinkProblem({ linkToken, error }: { linkToken: string; error: ApiError | undefined }) {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useSubmit(failed);
  // What the button did takes the focus (the button itself goes).
  const sentRef = useReveal<HTMLParagraphElement>(sent);
  const text = problemText(error);
  if (!text) {
    return (
      <div className="chw-manage">
        <Alert tone="error">{manageMessages.manageLoadFailed}</Alert>
        <FindBookingForm />
      </div>
    );
  }
  if (error?.title === 'Link not valid') {
    return (
      <div className="chw-manage">
        <FindBookingForm heading={text} />
      </div>
    );
  }
  const ask = () =>
    run(() =>
      requestNewLink(linkToken).then(
        () => setSent(true),
        () => setFailed(true),
      ),
    );
  return (
    <div className="chw-manage">
      <h2 className="chw-manage__heading">{text}</h2>
      {sent ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="chw-manage__answer">
          {manageMessages.manageLinkSent}
        </p>
      ) : (
        <button type="button" className="chw-button" disabled={busy} onClick={() => void ask()}>
          {manageMessages.manageLinkNew}
        </button>
      )}
      {failed && !sent ? <Alert tone="error">{manageMessages.manageFindFailed}</Alert> : null}
    </div>
  );
}
