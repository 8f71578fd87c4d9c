import type { ManageChangeLines } from '../../api/manage';
import { manageMessages } from '../../messages/manage';
import { bookingWords, wallText } from '../../lib/bookingWords.mjs';

type Line = [name: string, before: string, after: string];

/** The lines of a change that changes something, in reading order: dates, days, extras, car. */
function linesOf(changes: ManageChangeLines, zone: string): Line[] {
  const span = (trip: { pickup: string; dropoff: string }) =>
    manageMessages.manageSpan(wallText(trip.pickup, zone), wallText(trip.dropoff, zone));
  const extras = (list: { name: string; qty: number }[]) =>
    list.length
      ? list.map((extra) => manageMessages.manageExtraQty(extra.name, extra.qty)).join(', ')
      : bookingWords.manageNoExtras;
  const lines: Line[] = [];
  if (changes.dates) lines.push([manageMessages.manageDates, span(changes.dates.before), span(changes.dates.after)]);
  if (changes.days)
    lines.push([
      manageMessages.manageDays,
      manageMessages.manageDayCount(changes.days.before),
      manageMessages.manageDayCount(changes.days.after),
    ]);
  if (changes.extras)
    lines.push([bookingWords.manageExtras, extras(changes.extras.before), extras(changes.extras.after)]);
  if (changes.car) lines.push([bookingWords.manageCar, changes.car.before, changes.car.after]);
  return lines;
}

/**
 * What a change changes, each part before and after, in the pick up branch's zone: read before
 * CONFIRM CHANGE and again beside a change waiting for its payment. Nothing from servers that do
 * not say.
 */
export function ChangeLines({ changes, zone }: { changes: ManageChangeLines | undefined; zone: string }) {
  const lines = changes ? linesOf(changes, zone) : [];
  if (!lines.length) return null;
  return (
    <>
      <p className="chw-manage-changes__title">{manageMessages.manageWhatChanges}</p>
      <dl className="chw-manage-changes">
        {lines.map(([name, before, after]) => (
          <div key={name} className="chw-manage-changes__row">
            <dt>{name}</dt>
            <dd>{manageMessages.manageBefore(before)}</dd>
            <dd>
              <strong>{manageMessages.manageAfter(after)}</strong>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
