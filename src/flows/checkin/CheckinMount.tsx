import { useEffect, useState, type ComponentType } from 'react';
import { lazyOnce } from '../../lib/lazyOnce';

/** Check-in's code, its own chunk: the manage page loads it once a booking is shown. */
const load = lazyOnce(() => import('./CheckinSection'));

/**
 * Where the manage page shows online check-in: loads its chunk and renders it. A chunk that does
 * not arrive (even on the second try) leaves the place empty: the booking itself still works.
 */
export function CheckinMount({ reference }: { reference: string }) {
  const [Section, setSection] = useState<ComponentType<{ reference?: string }> | null>(null);
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
  return Section ? <Section reference={reference} /> : <div className="chw-checkin-mount" aria-busy="true" />;
}
