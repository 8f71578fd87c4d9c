import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { IntentType } from '../api/types';
import { bookingMessages } from '../messages/booking';
import { StripeCardForm } from '../payments/StripeCardForm';
import '../ui/theme.css';
import './CardPayment.css';

export interface CardPaymentProps {
  /** From the customer save (booking) or subscription customer call. */
  clientSecret: string;
  /** `payment` pays now; `setup` places a card preauthorisation (postal code hidden). */
  intentType: IntentType;
  /** The card button; defaults to PAY NOW, or CONFIRM PREAUTHORISATION for `setup`. */
  buttonLabel?: string;
  /** Absolute URL of the complete page, for confirmations that need a redirect. */
  returnUrl: string;
  /** Called once with the confirmed intent id; should register it and navigate. Rejecting offers a retry. */
  onPaid: (stripeId: string) => Promise<void>;
  /** Section heading; defaults to 'Enter Card Details'. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** Scrolls the section into view this many ms after it appears (spec §2: 600). */
  scrollDelayMs?: number;
  /** Asked right before the card is confirmed; false stops (the booking on screen changed). */
  beforeConfirm?: () => boolean;
  /** The provider no longer takes this intent (the booking changed and the server canceled it). */
  onIntentChanged?: () => void;
  /** Another way to book when the card cannot be taken online (StripeCardForm's `fallback`). */
  fallback?: ReactNode;
  /** What is being paid for, read under the heading before the card (optional). */
  intro?: ReactNode;
}

/**
 * The card section of both checkouts, wrapping src/payments (the only code
 * that talks to Stripe).
 */
export function CardPayment({
  clientSecret,
  intentType,
  buttonLabel,
  returnUrl,
  onPaid,
  heading = bookingMessages.enterCardDetails,
  headingLevel = 2,
  scrollDelayMs,
  beforeConfirm,
  onIntentChanged,
  fallback,
  intro,
}: CardPaymentProps) {
  const section = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The button that revealed this section (MAKE PAYMENT, CONTINUE) is replaced by a status line, so
  // the focus fell to the page: it goes to this heading, where a screen reader announces the step
  // and the next Tab reaches the card number (the fields are the provider's frame, not ours to focus).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) title.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (scrollDelayMs === undefined) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      section.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, scrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [scrollDelayMs]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label =
    buttonLabel ?? (intentType === 'setup' ? bookingMessages.confirmPreauthorisation : bookingMessages.payNowButton);
  return (
    <section ref={section} className="chw-card" aria-labelledby="chw-card-heading">
      <Heading id="chw-card-heading" ref={title} tabIndex={-1} className="chw-card__heading">
        {heading}
      </Heading>
      {intro}
      <StripeCardForm
        clientSecret={clientSecret}
        intentType={intentType}
        buttonLabel={label}
        returnUrl={returnUrl}
        onPaid={onPaid}
        beforeConfirm={beforeConfirm}
        onIntentChanged={onIntentChanged}
        fallback={fallback}
      />
    </section>
  );
}
