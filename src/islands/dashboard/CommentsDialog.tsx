import { useState, type FormEvent } from 'react';
import { addComment, getComments } from '../../api/staff';
import type { Comment, DashboardBooking } from '../../api/types';
import { useRequest } from '../../lib/useRequest';
import { useSubmit } from '../../lib/useSubmit';
import { required } from '../../lib/validation';
import { staffMessages } from '../../messages/staff';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { CommentList } from './CommentList';
import { endSessionIfUnauthorized, isUnauthorized } from './session';

type Load = 'loading' | 'ready' | 'failed';

const TEXTAREA_ID = 'chw-dashboard-new-comment';

/** The comments modal: reads GET /comments and adds with POST /comments. */
export function CommentsDialog({ booking, onClose }: { booking: DashboardBooking | null; onClose: () => void }) {
  const [shownBooking, setShownBooking] = useState<DashboardBooking | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const { busy: saving, run } = useSubmit();
  const [announcement, setAnnouncement] = useState('');
  const bookingId = booking?.ID;

  const requestKey = bookingId === undefined ? null : `${bookingId}:${attempt}`;
  const fetched = useRequest(requestKey, (signal) =>
    getComments(bookingId ?? 0, signal).catch((reason: unknown) => {
      if (!signal.aborted) endSessionIfUnauthorized(reason);
      throw reason;
    }),
  );
  // Comments added here since this list came; a list fetched afresh already holds them.
  const [added, setAdded] = useState<{ to: unknown; list: Comment[] }>({ to: undefined, list: [] });
  const comments = [
    ...(Array.isArray(fetched.data) ? fetched.data : []),
    ...(added.to === fetched.data ? added.list : []),
  ];
  // A 401 ends the session: the page is going to sign-in, so it stays "loading".
  const load: Load = fetched.loading || isUnauthorized(fetched.error) ? 'loading' : fetched.failed ? 'failed' : 'ready';

  // A new booking: an empty form (adjusted while rendering, React's pattern for state that
  // follows a prop). The last one stays shown while the dialog fades out.
  if (booking && booking !== shownBooking) {
    setShownBooking(booking);
    setText('');
    setError('');
    setFailure('');
    setAnnouncement('');
  }

  const row = booking ?? shownBooking;
  if (!row) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => {
      if (!booking) return;
      setFailure('');
      setAnnouncement('');
      if (!required(text)) {
        setError(staffMessages.commentRequired);
        document.getElementById(TEXTAREA_ID)?.focus();
        return;
      }
      setError('');
      return send(booking.ID);
    });
  };

  const send = async (id: number) => {
    try {
      const saved = await addComment(id, text.trim());
      setAdded((current) => ({
        to: fetched.data,
        list: current.to === fetched.data ? [...current.list, saved] : [saved],
      }));
      setText('');
      setAnnouncement(staffMessages.commentAdded);
      // Ready for the next comment; the status line says this one was added.
      document.getElementById(TEXTAREA_ID)?.focus();
    } catch (reason) {
      if (!endSessionIfUnauthorized(reason)) setFailure(staffMessages.commentSaveFailed);
    }
  };

  return (
    <Dialog open={booking !== null} title={staffMessages.commentsDialogTitle(row.ID)} onClose={onClose} size="large">
      <div className="chw-dashboard__comments" aria-busy={load === 'loading'}>
        {load === 'loading' && <p role="status">{staffMessages.loadingComments}</p>}
        {load === 'failed' && (
          <div>
            <Alert tone="error">{staffMessages.commentsFetchFailed}</Alert>
            <button type="button" className="chw-link" onClick={() => setAttempt((n) => n + 1)}>
              {staffMessages.tryAgain}
            </button>
          </div>
        )}
        {load === 'ready' &&
          (comments.length === 0 ? (
            <p className="chw-dashboard__empty">{staffMessages.noCommentsYet}</p>
          ) : (
            <CommentList comments={comments} />
          ))}
      </div>
      <form className="chw-dashboard__dialog-form" noValidate onSubmit={submit} aria-busy={saving}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="chw-field">
          <label htmlFor={TEXTAREA_ID} className="chw-label">
            {staffMessages.newComment}
          </label>
          <textarea
            id={TEXTAREA_ID}
            className="chw-input chw-dashboard__textarea"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${TEXTAREA_ID}-error` : undefined}
          />
          {error && (
            <span id={`${TEXTAREA_ID}-error`} className="chw-field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="chw-dashboard__dialog-actions">
          {/* aria-disabled, not disabled: a disabled button drops the focus to the page, out of the
              dialog (Escape then no longer reaches it); useSubmit already refuses a second submit. */}
          <button type="submit" className="chw-button" aria-disabled={saving || undefined}>
            {saving ? staffMessages.saving : staffMessages.addComment}
          </button>
        </div>
        <p className="chw-visually-hidden" role="status">
          {announcement}
        </p>
      </form>
    </Dialog>
  );
}
