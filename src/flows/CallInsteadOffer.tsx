import type { ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';

interface Props {
  /** Why it is offered ("Can't pay online? …"). */
  lead: string;
  /** The button ("We'll call you to finish this booking"). */
  label: string;
  busy: boolean;
  onSend: () => void;
  /** The failed request's alert, if the last one failed. */
  failure?: ReactNode;
}

/**
 * The offer of a call where a card cannot be taken online (two refused cards, Stripe.js blocked):
 * the booking checkout's book-by-phone request and the subscription checkout's call request.
 */
export function CallInsteadOffer({ lead, label, busy, onSend, failure }: Props) {
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
      {failure}
    </div>
  );
}
