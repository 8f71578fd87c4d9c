import { EMPTY } from '../bookingFields';

/** Labelled facts of a check-in (a licence, the arrival), as plain text; '—' for one not given. */
export function Facts({ facts }: { facts: [term: string, value: string][] }) {
  return (
    <dl className="chw-dashboard__driver-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="chw-dashboard__detail-item">
          <dt>{term}</dt>
          <dd>{value || EMPTY}</dd>
        </div>
      ))}
    </dl>
  );
}
