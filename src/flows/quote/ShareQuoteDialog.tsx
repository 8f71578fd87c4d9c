import { useId, useRef, useState } from 'react';
import { getConfig } from '../../config';
import { emitHostEvent } from '../../lib/hostEvents';
import { bookingMessages } from '../../messages/booking';
import { quoteMessages } from '../../messages/quote';
import { bookingSearch } from '../../state/bookingSearch';
import { calculation } from '../../state/calculation';
import { selectedCar } from '../../state/selectedCar';
import { selectedLiability } from '../../state/selectedLiability';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import './ShareQuote.css';
import type { BookingStep } from '../bookingStep';
import { bookingTotal, carPriceOf } from '../bookingTotal';
import { quoteOf, quoteUrl } from './quoteLink';

/**
 * The link of the booking as it stands on `step`: /booking's quote holds the car's price, the later
 * steps' the priced total, as each step shows it.
 */
export function currentQuoteLink(step: BookingStep): string {
  const car = selectedCar.value;
  const total = step === 1 ? carPriceOf(car) : bookingTotal(car, calculation.value.totals, selectedLiability.value);
  const quote = quoteOf(bookingSearch.value, car, selectedLiability.value, total);
  const routes = getConfig().routes;
  const page = [routes.booking, routes.liabilityExtra, routes.checkout][step - 1];
  return quote ? quoteUrl(page, quote) : '';
}

interface Props {
  open: boolean;
  step: BookingStep;
  onClose: () => void;
}

/**
 * "Share this quote": the link of the booking as it stands (nothing personal in it), to copy or
 * to send by email. Copying says so in a polite status line; a browser that refuses the clipboard
 * gets the link selected to copy by hand.
 */
export function ShareQuoteDialog({ open, step, onClose }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const link = open ? currentQuoteLink(step) : '';
  const mailto = `mailto:?subject=${encodeURIComponent(quoteMessages.emailSubject)}&body=${encodeURIComponent(quoteMessages.emailBody(link))}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(quoteMessages.copied);
      emitHostEvent('chw:quote_shared', { step, method: 'copy' });
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus(quoteMessages.copyRefused);
    }
  };

  return (
    <Dialog
      open={open}
      title={bookingMessages.shareQuote}
      onClose={() => {
        setStatus('');
        onClose();
      }}
      initialFocus={input}
      className="chw-share-quote"
    >
      <p>{quoteMessages.shareIntro}</p>
      <TextField
        id={inputId}
        inputRef={input}
        label={quoteMessages.linkLabel}
        type="url"
        readOnly
        value={link}
        onChange={() => undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="chw-share-quote__actions">
        <button type="button" className="chw-button" onClick={() => void copy()}>
          {quoteMessages.copyLink}
        </button>
        <a
          className="chw-button chw-button--secondary"
          href={mailto}
          onClick={() => emitHostEvent('chw:quote_shared', { step, method: 'email' })}
        >
          {quoteMessages.emailLink}
        </a>
      </div>
      <p className="chw-share-quote__status" role="status">
        {status}
      </p>
    </Dialog>
  );
}
