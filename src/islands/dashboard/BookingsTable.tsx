import { useCallback, useRef, useState } from 'react';
import type { BookingOrderBy, DashboardBooking } from '../../api/types';
import { bookingMessages } from '../../messages/booking';
import { staffMessages } from '../../messages/staff';
import { Spinner } from '../../ui/Spinner';
import { BookingRow, type RowActions } from './BookingRow';
import { columnCount, COLUMNS } from './columns';
import type { DashboardView } from './dashboardView';
import { SortHeader } from './SortHeader';
import type { BookingsState } from './useBookings';
import type { StaffOptions } from './useStaffOptions';
import { isOverdue, waitingMs, waitingText } from './waiting';

interface Props {
  view: DashboardView;
  state: BookingsState;
  /** The filters are invalid: nothing is loaded. */
  blocked: boolean;
  options: StaffOptions;
  /** The "To call" view: a waiting time per row, against `now` in the server's `timeZone`. */
  toCall: boolean;
  /** The rows in the order to show them, when not the page's (the "To call" view holding them). */
  heldRows: DashboardBooking[] | null;
  now: number;
  timeZone: string;
  onSort: (column: BookingOrderBy) => void;
  /** Stable, so the memoised rows skip renders that do not concern them. */
  rowActions: RowActions;
  /** The pointer came over the table (true) or left it. */
  onPointerOver: (over: boolean) => void;
}

const SKELETON_ROWS = 10;

/**
 * The bookings table. While a page loads the previous rows stay (under an overlay) so the layout
 * does not jump. Its columns fit a desk's screen; only a phone's needs the wrapper's sideways scroll.
 */
export function BookingsTable({
  view,
  state,
  blocked,
  options,
  toCall,
  heldRows,
  now,
  timeZone,
  onSort,
  rowActions,
  onPointerOver,
}: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = blocked ? [] : (heldRows ?? state.page?.data ?? []);
  const wrap = useRef<HTMLDivElement>(null);
  const firstLoad = state.loading && !state.page;
  const count = columnCount(toCall);
  // Stable, like every callback a row gets, so the memoised rows skip renders that do not concern them.
  const toggle = useCallback(
    (id: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const waitingOf = (row: DashboardBooking) => {
    const ms = waitingMs(row, timeZone, now);
    return ms === null ? undefined : { text: waitingText(ms), overdue: isOverdue(row, ms) };
  };

  let body;
  if (firstLoad) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} className="chw-dashboard__skeleton-row" aria-hidden="true">
        <td colSpan={count}>
          <span className="chw-skeleton chw-dashboard__skeleton" />
        </td>
      </tr>
    ));
  } else if (state.failed && !blocked) {
    body = (
      <tr>
        <td colSpan={count} className="chw-dashboard__message-cell">
          <span role="alert">{staffMessages.bookingsFailed}</span>{' '}
          <button type="button" className="chw-link" onClick={state.reload}>
            {staffMessages.tryAgain}
          </button>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={count} className="chw-dashboard__message-cell">
          {staffMessages.noRecordsYet}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <BookingRow
        key={row.ID}
        row={row}
        expanded={expanded.has(row.ID)}
        onToggle={toggle}
        options={options}
        waiting={toCall ? waitingOf(row) : undefined}
        columnCount={count}
        actions={rowActions}
      />
    ));
  }

  return (
    <div
      className="chw-dashboard__table-area"
      aria-busy={state.loading || options.loading}
      onPointerEnter={() => onPointerOver(true)}
      onPointerLeave={() => onPointerOver(false)}
    >
      <div
        ref={wrap}
        className="chw-dashboard__table-wrap"
        role="region"
        aria-labelledby="chw-dashboard-caption"
        tabIndex={0}
        onBlurCapture={(event) => {
          // A row that had focus can leave (a handled call-back drops off the "To call" list): focus
          // then stays in the table instead of falling to the top of the page.
          const left = event.target;
          if (event.relatedTarget) return;
          requestAnimationFrame(() => {
            if (!left.isConnected && document.activeElement === document.body) wrap.current?.focus();
          });
        }}
      >
        <table className={`chw-dashboard__table${toCall ? ' chw-dashboard__table--to-call' : ''}`}>
          <caption id="chw-dashboard-caption" className="chw-visually-hidden">
            {staffMessages.bookingsTable}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="chw-visually-hidden">{bookingMessages.bookingDetails}</span>
              </th>
              {toCall && <th scope="col">{staffMessages.waitingLabel}</th>}
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} view={view} onSort={onSort} />
              ))}
              <th scope="col">{staffMessages.columnNotes}</th>
              <th scope="col">{staffMessages.bookingFieldLabels.UserID}</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {state.loading && !firstLoad && (
        <div className="chw-dashboard__loading" role="status">
          <Spinner />
          <span>{staffMessages.loadingBookings}</span>
        </div>
      )}
      {firstLoad && (
        <p className="chw-visually-hidden" role="status">
          {staffMessages.loadingBookings}
        </p>
      )}
    </div>
  );
}
