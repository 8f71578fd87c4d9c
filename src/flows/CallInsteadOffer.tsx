import { Spinner } from '../ui/Spinner';

interface Props {
  /** Why it is offered ("Can't pay online? …"). */
  lead: string;
  /** The button ("We'll call you to finish this booking"). */
  label: string;
  busy: boolean;
  onSend: () => void;
  /** Why the last request failed ('' or absent: it did not); `reason` adds the server's words. */
  failure?: string;
  reason?: string;
}

/**
 * The offer of a call where a card cannot be taken online (two refused cards, Stripe.js blocked):
 * the booking checkout's book-by-phone request and the subscription checkout's call request.
 */
export function CallInsteadOffer({ lead, label, busy, onSend, failure, reason }: Props) {
  return (
    <div className="chw-card__fallback">
      <p>{lead}</p>
      <button
        type="button"
        className="chw-button chw-button--secondary"
        aria-disabled={busy || undefined}
        onClick={onSend}
      >
        {busy && <Spinner />} {label}
      </button>
      {failure && (
        <p role="alert" className="chw-card__error">
          {failure}
          {reason && <span className="chw-card__error-reason"> {reason}</span>}
        </p>
      )}
    </div>
  );
}
