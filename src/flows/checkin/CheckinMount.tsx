import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { getCountries } from '../../api/booking';
import { prefetch } from '../../api/prefetch';
import { lazyOnce } from '../../lib/lazyOnce';
import type { CheckinSection } from './CheckinSection';
import { CHECKIN_PARAM } from './checkinLink';

/** Check-in's code, its own chunk: the manage page loads it once a booking is shown. */
const load = lazyOnce(() => import('./CheckinSection'));
// A link into check-in (the reminder's) opens its first step for sure: its chunk and the licence
// form's country list come while the page trades the link for a session and reads the booking,
// not after it (each a round trip on a slow phone).
if (new URLSearchParams(window.location.search).get(CHECKIN_PARAM) === '1') {
  load().catch(() => undefined);
  prefetch('countries', getCountries);
}

/**
 * Where the manage page shows online check-in: loads its chunk and renders it, on the page's terms
 * (its "Pay the difference" takes the fee's payment; each hears when the other changed the
 * booking). A chunk that does not arrive (even on the second try) leaves the place empty: the
 * booking itself still works.
 */
export function CheckinMount({
  reference,
  revision,
  onBookingChanged,
}: {
  reference: string;
  /** The booking's total as the page shows it: when it moves, check-in is read again. */
  revision: number;
  /** Check-in changed the booking (its additional-driver fee): the page reads it again. */
  onBookingChanged: () => void;
}) {
  const [Section, setSection] = useState<ComponentType<ComponentProps<typeof CheckinSection>> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setSection(() => module.CheckinSection),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // Busy until it shows, so whoever waits for the page to settle (a screenshot) waits for it too.
  return Section ? (
    <Section reference={reference} revision={revision} withinManage={{ onBookingChanged }} />
  ) : (
    <div className="chw-checkin-mount" aria-busy="true" />
  );
}
