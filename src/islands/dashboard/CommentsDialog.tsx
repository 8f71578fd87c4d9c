import { useState } from 'react';
import { addComment, getComments } from '../../api/staff';
import type { Comment, DashboardBooking } from '../../api/types';
import { useRequest } from '../../lib/useRequest';
import { staffMessages } from '../../messages/staff';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { CommentList } from './CommentList';
import { endSessionIfUnauthorized, isUnauthorized } from './session';
import { useDialogSubject } from './useDialogSubject';
import { TextArea, useTextForm } from './useTextForm';

type Load = 'loading' | 'ready' | 'failed';

const TEXTAREA_ID = 'chw-dashboard-new-comment';

/** The comments modal: reads GET /comments and adds with POST /comments. */
export function CommentsDialog({ booking, onClose }: { booking: DashboardBooking | null; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const form = useTextForm(TEXTAREA_ID, staffMessages.commentRequired);
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

  // A new booking: an empty form. The last one stays shown while the dialog fades out.
  const row = useDialogSubject(booking, () => {
    form.reset();
    setAnnouncement('');
  });
  if (!row) return null;

  /** Resolves to the failure's words, '' when added (or when the session ended). */
  const send = async (id: number, text: string) => {
    try {
      const saved = await addComment(id, text);
      setAdded((current) => ({
        to: fetched.data,
        list: current.to === fetched.data ? [...current.list, saved] : [saved],
      }));
      form.setText('');
      setAnnouncement(staffMessages.commentAdded);
      // Ready for the next comment; the status line says this one was added.
      document.getElementById(TEXTAREA_ID)?.focus();
      return '';
    } catch (reason) {
      return endSessionIfUnauthorized(reason) ? '' : staffMessages.commentSaveFailed;
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
      <form
        className="chw-dashboard__dialog-form"
        noValidate
        onSubmit={(event) => {
          setAnnouncement('');
          form.submit(event, booking && ((text) => send(booking.ID, text)));
        }}
        aria-busy={form.busy}
      >
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <TextArea label={staffMessages.newComment} maxLength={2000} {...form.field} />
        <div className="chw-dashboard__dialog-actions">
          {/* aria-disabled, not disabled: a disabled button drops the focus to the page, out of the
              dialog (Escape then no longer reaches it); useSubmit already refuses a second submit. */}
          <button type="submit" className="chw-button" aria-disabled={form.busy || undefined}>
            {form.busy ? staffMessages.saving : staffMessages.addComment}
          </button>
        </div>
        <p className="chw-visually-hidden" role="status">
          {announcement}
        </p>
      </form>
    </Dialog>
  );
}
