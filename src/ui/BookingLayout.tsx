import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';
import { bookingMessages } from '../messages.booking';
import { ProgressBar } from './ProgressBar';
import { BookingLayoutDetails } from './BookingLayoutDetails';
import { Spinner } from './Spinner';
import './theme.css';
import './BookingLayout.css';

// The edit panel is the search island's form, loaded only when asked for.
const SearchIsland = lazy(() => import('../islands/search/SearchIsland').then((module) => ({ default: module.SearchIsland })));

export type BookingStep = 1 | 2 | 3;

interface Props {
  /** 1 /booking, 2 /liability-extra, 3 /checkout. */
  step: BookingStep;
  children: ReactNode;
}

/**
 * The layout the three booking steps share (spec §2): the progress bar, the
 * booking-details header (an accordion on phones), a "Modify search" panel
 * with the search form pre-filled from the stored search, and the step's
 * content. Without a booking-token cookie there is no booking to show, so the
 * page is replaced by home (spec §2 guard) and nothing renders meanwhile.
 */
export function BookingLayout({ step, children }: Props) {
  const hasToken = getCookie('booking_token') !== '';
  const [editing, setEditing] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!hasToken) window.location.replace(getConfig().routes.home);
  }, [hasToken]);
  if (!hasToken) return null;
  return (
    <div className="chw-booking-layout">
      <ProgressBar steps={[...bookingMessages.bookingSteps]} current={step} />
      <BookingLayoutDetails />
      <div className="chw-booking-layout__actions">
        <button type="button" className="chw-button chw-button--secondary" aria-expanded={editing} aria-controls={panelId} onClick={() => setEditing(!editing)}>
          {editing ? bookingMessages.hideSearch : bookingMessages.modifySearch}
        </button>
      </div>
      <div id={panelId} className="chw-booking-layout__search" hidden={!editing}>
        {editing && (
          <Suspense fallback={<Spinner />}>
            <SearchIsland />
          </Suspense>
        )}
      </div>
      <div className="chw-booking-layout__main">{children}</div>
    </div>
  );
}
