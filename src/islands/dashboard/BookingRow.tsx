import { memo } from 'react';
import type { DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages.staff';
import { AgentSelect } from './AgentSelect';
import { BookingDetail } from './BookingDetail';
import { formatField, noteText } from './bookingFields';
import { COLUMN_COUNT, COLUMNS } from './columns';
import type { StaffOptions } from './useStaffOptions';

interface Props {
  row: DashboardBooking;
  expanded: boolean;
  onToggle: (id: number) => void;
  options: StaffOptions;
  onNote: (row: DashboardBooking) => void;
  onComments: (row: DashboardBooking) => void;
  onAgentSaved: (id: number, agentId: number) => void;
  onAgentFailed: (message: string) => void;
}

/**
 * One booking: its cells, its actions, and (when expanded) the detail row under it. Memoised, with
 * callbacks that take the row, so a change elsewhere (a sort, a filter, the loading overlay) does
 * not render every row again before the next paint (INP of sorting the table).
 */
export const BookingRow = memo(function BookingRow({
  row,
  expanded,
  onToggle,
  options,
  onNote,
  onComments,
  onAgentSaved,
  onAgentFailed,
}: Props) {
  const detailId = `chw-dashboard-detail-${row.ID}`;
  const note = noteText(options.notes, row.Note);
  return (
    <>
      <tr className="chw-dashboard__row">
        <td>
          <button
            type="button"
            className="chw-dashboard__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => onToggle(row.ID)}
          >
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            <span className="chw-visually-hidden">{staffMessages.showDetails(row.ID)}</span>
          </button>
        </td>
        {COLUMNS.map((column) => (
          <td key={column.key} className={column.numeric ? 'chw-dashboard__num' : undefined} data-column={column.key}>
            {formatField(row, column.key, options)}
          </td>
        ))}
        <td className="chw-dashboard__note-cell" data-column="Note">
          {note && <span className="chw-dashboard__note-text">{note}</span>}
          <button type="button" className="chw-link" onClick={() => onNote(row)}>
            {row.Note === null ? staffMessages.noteButtonAdd : staffMessages.noteButtonUpdate}
            <span className="chw-visually-hidden"> {staffMessages.noteButtonFor(row.ID)}</span>
          </button>
        </td>
        <td data-column="UserID">
          <AgentSelect row={row} agents={options.agents} onSaved={onAgentSaved} onFailed={onAgentFailed} />
        </td>
        <td>
          <button type="button" className="chw-link" onClick={() => onComments(row)}>
            {staffMessages.commentsButton}
            <span className="chw-visually-hidden"> {staffMessages.noteButtonFor(row.ID)}</span>
          </button>
        </td>
      </tr>
      {expanded && (
        <tr id={detailId} className="chw-dashboard__detail-row">
          <td colSpan={COLUMN_COUNT}>
            <BookingDetail row={row} lookups={options} />
          </td>
        </tr>
      )}
    </>
  );
});
