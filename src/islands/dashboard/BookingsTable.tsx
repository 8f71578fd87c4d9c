import { useCallback, useState } from 'react';
import type { BookingOrderBy, DashboardBooking } from '../../api/types';
import { messages } from '../../messages';
import { bookingMessages } from '../../messages.booking';
import { staffMessages } from '../../messages.staff';
import { Spinner } from '../../ui/Spinner';
import { BookingRow } from './BookingRow';
import { COLUMN_COUNT, COLUMNS } from './columns';
import type { DashboardView } from './dashboardView';
import { SortHeader } from './SortHeader';
import type { BookingsState } from './useBookings';
import type { StaffOptions } from './useStaffOptions';

interface Props {
  view: DashboardView;
  state: BookingsState;
  /** The filters are invalid: nothing is loaded. */
  blocked: boolean;
  options: StaffOptions;
  onSort: (column: BookingOrderBy) => void;
  onNote: (row: DashboardBooking) => void;
  onComments: (row: DashboardBooking) => void;
  onAgentSaved: (id: number, agentId: number) => void;
  onAgentFailed: (message: string) => void;
}

const SKELETON_ROWS = 10;

/**
 * The bookings table. While a page loads the previous rows stay (under an
 * overlay) so the layout does not jump; the wrapper scrolls sideways by itself.
 */
export function BookingsTable({
  view,
  state,
  blocked,
  options,
  onSort,
  onNote,
  onComments,
  onAgentSaved,
  onAgentFailed,
}: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rows = blocked ? [] : (state.page?.data ?? []);
  const firstLoad = state.loading && !state.page;
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

  let body;
  if (firstLoad) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} className="chw-dashboard__skeleton-row" aria-hidden="true">
        <td colSpan={COLUMN_COUNT}>
          <span className="chw-skeleton chw-dashboard__skeleton" />
        </td>
      </tr>
    ));
  } else if (state.failed && !blocked) {
    body = (
      <tr>
        <td colSpan={COLUMN_COUNT} className="chw-dashboard__message-cell">
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
        <td colSpan={COLUMN_COUNT} className="chw-dashboard__message-cell">
          {messages.noRecordsYet}
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
        onNote={onNote}
        onComments={onComments}
        onAgentSaved={onAgentSaved}
        onAgentFailed={onAgentFailed}
      />
    ));
  }

  return (
    <div className="chw-dashboard__table-area" aria-busy={state.loading}>
      <div className="chw-dashboard__table-wrap" role="region" aria-labelledby="chw-dashboard-caption" tabIndex={0}>
        <table className="chw-dashboard__table">
          <caption id="chw-dashboard-caption" className="chw-visually-hidden">
            {staffMessages.bookingsTable}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="chw-visually-hidden">{bookingMessages.bookingDetails}</span>
              </th>
              {COLUMNS.map((column) =>
                column.sort ? (
                  <SortHeader
                    key={column.key}
                    label={column.label}
                    column={column.sort}
                    view={view}
                    numeric={column.numeric}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ),
              )}
              <th scope="col">{staffMessages.bookingFieldLabels.Note}</th>
              <th scope="col">{staffMessages.bookingFieldLabels.UserID}</th>
              <th scope="col">{staffMessages.commentsButton}</th>
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
