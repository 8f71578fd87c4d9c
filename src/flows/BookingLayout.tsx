import { HelpLine } from '../ui/HelpLine';
import { useReloadWhenRestored } from './useReloadWhenRestored';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { lazyOnce } from '../lib/lazyOnce';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';
import { bookingMessages } from '../messages/booking';
import { bookingProblem } from '../state/bookingProblem';
import { quoteNotice } from '../state/quote';
import { selectedCar } from '../state/selectedCar';
import { ProgressBar } from '../ui/ProgressBar';
import { BookingHold } from './BookingHold';
import { BookingLayoutDetails } from './BookingLayoutDetails';
import { BookingProblemPanel } from './BookingProblemPanel';
import type { BookingStep } from './bookingStep';
import { Spinner } from '../ui/Spinner';
import { DisclosureButton } from '../ui/DisclosureButton';
import '../ui/theme.css';
import './BookingLayout.css';

// The edit panel is the search form (flows/search), loaded only when asked for.
const SearchPanel = lazy(
  lazyOnce(() => import('./search/SearchPanel').then((module) => ({ default: module.SearchPanel }))),
);
// What a quote link found, and the share dialog: loaded only when there is one to show.
const QuoteNotice = lazy(
  lazyOnce(() => import('./quote/QuoteNotice').then((module) => ({ default: module.QuoteNotice }))),
);
const ShareQuoteDialog = lazy(
  lazyOnce(() => import('./quote/ShareQuoteDialog').then((module) => ({ default: module.ShareQuoteDialog }))),
);

interface Props {
  /** 1 /booking, 2 /liability-extra, 3 /checkout. */
  step: BookingStep;
  children: ReactNode;
}

/**
 * The layout the three booking steps share (spec §2): the progress bar, the
 * booking-details header (an accordion on phones), a "Modify search" panel
 * with the search form pre-filled from the stored search, and the step's
 * content. Without a booking-token cookie when the page opens there is no
 * booking to show, so the page is replaced by home (spec §2 guard) and nothing
 * renders meanwhile.
 *
 * A booking that cannot go on later (the cookie or the server's
 * session ended, the car was lost, another tab changed it) shows why in place
 * of the step, with "Start a new search" opening the search form filled in
 * with the stored places, dates and times: never a silent jump home. The hold
 * on the car shows under the details. A page restored from the back/forward
 * cache loads again, so it never shows a booking or payment state that has
 * moved on meanwhile.
 */
export function BookingLayout({ step, children }: Props) {
  useSignals();
  const [hasToken] = useState(() => getCookie('booking_token') !== '');
  const [editing, setEditing] = useState(false);
  /** The share dialog: mounted from its first opening on, so it can fade out. */
  const [sharing, setSharing] = useState<boolean | undefined>();
  const panelId = useId();
  const searchPanel = useRef<HTMLDivElement>(null);
  const problem = bookingProblem.value;
  const quote = quoteNotice.value;
  const failedQuote = quote?.kind === 'failed';
  const car = selectedCar.value;
  useEffect(() => {
    if (!hasToken && !failedQuote) window.location.replace(getConfig().routes.home);
  }, [hasToken, failedQuote]);
  useReloadWhenRestored();
  const startNewSearch = () => {
    setEditing(true);
    window.setTimeout(() => searchPanel.current?.scrollIntoView({ block: 'start' }), 0);
  };
  if (failedQuote) {
    return (
      <Suspense fallback={<Spinner />}>
        <QuoteNotice notice={quote} />
      </Suspense>
    );
  }
  if (!hasToken) return null;
  return (
    <div className="chw-booking-layout">
      <ProgressBar steps={[...bookingMessages.bookingSteps]} current={step} />
      <BookingLayoutDetails />
      {quote && !problem && (step === 1 || quote.kind !== 'gone') && (
        <Suspense fallback={null}>
          <QuoteNotice notice={quote} />
        </Suspense>
      )}
      {step > 1 && !problem && <BookingHold />}
      <div className="chw-booking-layout__actions">
        <HelpLine phone={getConfig().supportPhone} />
        {car.id && car.paymentType && !problem && (
          <button type="button" className="chw-button chw-button--secondary" onClick={() => setSharing(true)}>
            {bookingMessages.shareQuote}
          </button>
        )}
        <DisclosureButton
          className="chw-button chw-button--secondary"
          open={editing}
          onToggle={setEditing}
          controls={panelId}
        >
          {editing ? bookingMessages.hideSearch : bookingMessages.modifySearch}
        </DisclosureButton>
      </div>
      <div id={panelId} ref={searchPanel} className="chw-booking-layout__search" hidden={!editing}>
        {editing && (
          <Suspense fallback={<Spinner />}>
            <SearchPanel />
          </Suspense>
        )}
      </div>
      {sharing !== undefined && (
        <Suspense fallback={null}>
          <ShareQuoteDialog open={sharing} step={step} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      <div className="chw-booking-layout__main">
        {problem ? <BookingProblemPanel problem={problem} onNewSearch={startNewSearch} /> : children}
      </div>
    </div>
  );
}
