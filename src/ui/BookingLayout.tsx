import { useEffect, type ReactNode } from 'react';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';
import { ownMessages } from '../messages';
import { ProgressBar } from './ProgressBar';
import { BookingLayoutDetails } from './BookingLayoutDetails';
import './theme.css';
import './BookingLayout.css';

export type BookingStep = 1 | 2 | 3;

interface Props {
  /** 1 /booking, 2 /liability-extra, 3 /checkout. */
  step: BookingStep;
  children: ReactNode;
}

/**
 * The layout the three booking steps share (spec §2): the progress bar, the
 * booking-details header (an accordion on phones) and the step's content.
 * Without a booking-token cookie there is no booking to show, so the page is
 * replaced by home (spec §2 guard) and nothing renders meanwhile.
 */
export function BookingLayout({ step, children }: Props) {
  const hasToken = getCookie('booking_token') !== '';
  useEffect(() => {
    if (!hasToken) window.location.replace(getConfig().routes.home);
  }, [hasToken]);
  if (!hasToken) return null;
  return (
    <div className="chw-booking-layout">
      <ProgressBar steps={[...ownMessages.bookingSteps]} current={step} />
      <BookingLayoutDetails />
      <div className="chw-booking-layout__main">{children}</div>
    </div>
  );
}
