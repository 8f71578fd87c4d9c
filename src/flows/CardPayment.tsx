import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { bookingMessages } from '../messages/booking';
import { StripeCardForm, type StripeCardFormProps } from '../payments/StripeCardForm';
import '../ui/theme.css';
import './CardPayment.css';

/**
 * StripeCardForm's props, passed on as they are (`clientSecret` from the customer save of a booking
 * or a subscription; a `setup` intent places a card preauthorisation, its postal code hidden), and
 * the section around the form.
 */
export interface CardPaymentProps extends Omit<StripeCardFormProps, 'buttonLabel'> {
  /** The card button; defaults to PAY NOW, or CONFIRM PREAUTHORISATION for a `setup` intent. */
  buttonLabel?: string;
  /** Section heading; defaults to 'Enter Card Details'. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** Scrolls the section into view this many ms after it appears (spec §2: 600). */
  scrollDelayMs?: number;
  /** What is being paid for, read under the heading before the card (optional). */
  intro?: ReactNode;
}

/**
 * The card section of both checkouts, wrapping src/payments (the only code
 * that talks to Stripe).
 */
export function CardPayment({
  buttonLabel,
  heading = bookingMessages.enterCardDetails,
  headingLevel = 2,
  scrollDelayMs,
  intro,
  ...form
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
    buttonLabel ??
    (form.intentType === 'setup' ? bookingMessages.confirmPreauthorisation : bookingMessages.payNowButton);
  return (
    <section ref={section} className="chw-card" aria-labelledby="chw-card-heading">
      <Heading id="chw-card-heading" ref={title} tabIndex={-1} className="chw-card__heading">
        {heading}
      </Heading>
      {intro}
      <StripeCardForm {...form} buttonLabel={label} />
    </section>
  );
}
