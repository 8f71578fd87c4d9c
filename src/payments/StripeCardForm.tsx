import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { reportPaymentFailed } from '../lib/funnel';
import type { IntentType } from '../api/types';
import { bookingMessages } from '../messages/booking';
import { intentIdOf } from '../lib/intentId';
import { useRequest } from '../lib/useRequest';
import { CHUNK_FAILED } from '../lib/lazyOnce';
import { sharedMessages } from '../messages/shared';
import { ReloadHelp } from '../ui/ReloadHelp';
import { Spinner } from '../ui/Spinner';
import { loadStripeJs } from './loadStripeJs';
import { usePaymentElement } from './usePaymentElement';
import { confirmIntent } from './confirmIntent';
import { CONFIRMED_STATUSES, intentStatus } from './intentStatus';

export interface StripeCardFormProps {
  clientSecret: string;
  intentType: IntentType;
  buttonLabel: string;
  /** Absolute URL Stripe returns to when a confirmation needs a redirect. */
  returnUrl: string;
  /** Registers the confirmed intent with our server; rejecting lets the shopper retry it. */
  onPaid: (stripeId: string) => Promise<void>;
  /** Asked right before confirming: false stops (what is on screen no longer matches the intent). */
  beforeConfirm?: () => boolean;
  /** The provider no longer takes this intent (canceled after a change of the booking). */
  onIntentChanged?: () => void;
  /**
   * Another way to book, offered beside the message when the card cannot be taken online:
   * Stripe.js will not load, or a second attempt failed (never after a payment went through).
   */
  fallback?: ReactNode;
}

/** Failed card attempts after which `fallback` is offered beside the provider's message. */
const FAILURES_BEFORE_FALLBACK = 2;

type Phase = 'loading' | 'load-failed' | 'ready' | 'submitting' | 'register-failed' | 'done';

/**
 * The card form: loads Stripe.js, mounts the Payment Element, confirms the
 * intent once per click (a ref blocks double submission even before React
 * re-renders the disabled button), then hands the intent id to `onPaid`.
 * A Stripe.js that fails to load gives a retry button; our own loader's chunk that does not arrive,
 * a Reload button. Nothing is lost.
 */
export function StripeCardForm({
  clientSecret,
  intentType,
  buttonLabel,
  returnUrl,
  onPaid,
  beforeConfirm,
  onIntentChanged,
  fallback,
}: StripeCardFormProps) {
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const loaded = useRequest(`stripe-js:${attempt}`, () => loadStripeJs());
  const stripe = loaded.loading ? null : (loaded.data ?? null);
  // What the form is doing once Stripe.js is in.
  const [step, setStep] = useState<Exclude<Phase, 'loading' | 'load-failed'>>('ready');
  const phase: Phase = loaded.loading ? 'loading' : loaded.failed ? 'load-failed' : step;
  const [error, setError] = useState('');
  const node = useRef<HTMLDivElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  const paidId = useRef('');
  const onPaidRef = useRef(onPaid);
  useLayoutEffect(() => {
    onPaidRef.current = onPaid;
  });
  const elements = usePaymentElement(stripe, clientSecret, intentType, node);
  // A refused card (declined, no funds, a failed 3-D Secure check): the button was disabled while
  // it was tried, so the focus fell to the page and the next Tab would pass the card form. It goes
  // to the provider's message, read out, one Tab before the button and one Shift+Tab after the card.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (failures > 0 && (!active || active === document.body || node.current?.closest('form')?.contains(active)))
      errorLine.current?.focus();
  }, [failures]);

  const register = useCallback(async (id: string) => {
    setStep('submitting');
    try {
      await onPaidRef.current(id);
      setStep('done');
    } catch {
      busy.current = false;
      setStep('register-failed');
    }
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || !stripe || !elements.current) return;
    busy.current = true;
    setError('');
    if (paidId.current) return register(paidId.current);
    if (beforeConfirm && !beforeConfirm()) {
      busy.current = false;
      return;
    }
    setStep('submitting');
    // The intent may have been paid already (another tab) or canceled (the booking changed).
    const status = await intentStatus(stripe, clientSecret, intentType);
    if (CONFIRMED_STATUSES.has(status)) {
      paidId.current = intentIdOf(clientSecret);
      return register(paidId.current);
    }
    if (status === 'canceled') {
      busy.current = false;
      setStep('ready');
      onIntentChanged?.();
      return;
    }
    const result = await confirmIntent(stripe, elements.current, intentType, returnUrl);
    if (!result.ok) {
      busy.current = false;
      reportPaymentFailed(result.code);
      setFailures((count) => count + 1);
      setError(result.message);
      setStep('ready');
      return;
    }
    paidId.current = result.id;
    await register(result.id);
  }

  if (phase === 'load-failed') {
    // Our own loader's code did not arrive, even on a second try (a release may have replaced it):
    // trying again cannot help, a reload does.
    const chunk = (loaded.error as Error | undefined)?.name === CHUNK_FAILED;
    return (
      <div className="chw-card__failed">
        <p role="alert" className="chw-card__error">
          {chunk ? sharedMessages.chunkFailed : bookingMessages.stripeLoadFailed}
        </p>
        {chunk ? (
          <ReloadHelp />
        ) : (
          <button type="button" className="chw-button chw-button--secondary" onClick={() => setAttempt(attempt + 1)}>
            {bookingMessages.retry}
          </button>
        )}
        {fallback}
      </div>
    );
  }

  const submitting = phase === 'submitting' || phase === 'done';
  return (
    <form
      className="chw-card__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={submitting || undefined}
    >
      {phase === 'loading' && (
        <p className="chw-card__loading" role="status">
          <Spinner /> {bookingMessages.cardLoading}
        </p>
      )}
      <div ref={node} className="chw-card__element" />
      {error && (
        <p ref={errorLine} role="alert" tabIndex={-1} className="chw-card__error">
          {error}
        </p>
      )}
      {error && failures >= FAILURES_BEFORE_FALLBACK && phase === 'ready' && fallback}
      {phase === 'register-failed' && (
        <p role="alert" className="chw-card__error">
          {bookingMessages.paymentRegisterFailed}
        </p>
      )}
      <button
        type="submit"
        className="chw-button chw-card__submit"
        disabled={phase !== 'ready' && phase !== 'register-failed'}
      >
        {submitting ? (
          <>
            <Spinner /> {bookingMessages.cardProcessing}
          </>
        ) : phase === 'register-failed' ? (
          bookingMessages.retry
        ) : (
          buttonLabel
        )}
      </button>
    </form>
  );
}
