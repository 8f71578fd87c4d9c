import { memo, type ReactNode } from 'react';
import type { CheckinDeskStatus, DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages/staff';
import { AgentSelect } from './AgentSelect';
import { BookingDetail } from './BookingDetail';
import { EMPTY, formatField, noteText, type TextField } from './bookingFields';
import { COLUMNS } from './columns';
import type { StaffOptions } from './useStaffOptions';

/** A field as its cell shows it: a return branch only when it is not the pickup's (one line a trip). */
const shownText = (row: DashboardBooking, field: TextField, options: StaffOptions): string =>
  field === 'DropoffLocationName' && row.DropoffLocationName === row.PickupLocationName
    ? EMPTY
    : formatField(row, field, options);

/**
 * The same, where an email may break only after its @ and before its dots, never mid-word, and a
 * check-in status is a badge of its colour (its words say it all).
 */
function cellText(row: DashboardBooking, field: TextField, options: StaffOptions): ReactNode {
  const text = shownText(row, field, options);
  if (field === 'CheckinStatus' && row.CheckinStatus)
    return <span className={`chw-dashboard__badge chw-dashboard__badge--${row.CheckinStatus}`}>{text}</span>;
  if (field !== 'Email') return text;
  return text.split(/(?=\.)|(?<=@)/).flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]));
}

/** The "To call" view's waiting time of a row. */
export interface Waiting {
  text: string;
  overdue: boolean;
}

/** What a row's controls do: the screen's callbacks, handed (as one stable object) to every row. */
export interface RowActions {
  onNote: (row: DashboardBooking) => void;
  onComments: (row: DashboardBooking) => void;
  onAgentSaved: (id: number, agentId: number) => void;
  onAgentFailed: (message: string) => void;
  onCheckinStatus: (id: number, status: CheckinDeskStatus | null) => void;
}

interface Props {
  row: DashboardBooking;
  expanded: boolean;
  onToggle: (id: number) => void;
  options: StaffOptions;
  /** Present in the "To call" view. */
  waiting?: Waiting;
  columnCount: number;
  actions: RowActions;
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
  waiting,
  columnCount,
  actions: { onNote, onComments, onAgentSaved, onAgentFailed, onCheckinStatus },
}: Props) {
  const detailId = `chw-dashboard-detail-${row.ID}`;
  const note = noteText(options.notes, row.Note);
  const commentsButton = (
    <button type="button" className="chw-link chw-dashboard__comments-button" onClick={() => onComments(row)}>
      {staffMessages.commentsButton}
      <span className="chw-visually-hidden"> {staffMessages.noteButtonFor(row.ID)}</span>
    </button>
  );
  return (
    <>
      <tr className={`chw-dashboard__row${waiting?.overdue ? ' chw-dashboard__row--overdue' : ''}`}>
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
        {waiting && (
          <td data-column="waiting">
            <span className="chw-dashboard__waiting">{waiting.text}</span>
            {waiting.overdue && <strong className="chw-dashboard__overdue">{staffMessages.overdue}</strong>}
          </td>
        )}
        {COLUMNS.map((column) => (
          <td key={column.key} className={column.numeric ? 'chw-dashboard__num' : undefined} data-column={column.key}>
            {column.lines.map((line, index) => {
              const empty = line.fields.every((field) => shownText(row, field, options) === EMPTY);
              // The first line always shows (one — when empty); a later one only with something in it;
              // a line shows the fields it has.
              if (empty && index > 0) return null;
              if (empty)
                return (
                  <span key={line.fields.join()} className="chw-dashboard__line">
                    {EMPTY}
                  </span>
                );
              const shown = line.fields.filter((field) => shownText(row, field, options) !== EMPTY);
              const separator = line.separator ?? ' · ';
              // A line cut short at desk widths has its whole text as its title (and in the detail row).
              const whole = column.clip
                ? [line.label, shown.map((field) => shownText(row, field, options)).join(separator)]
                    .filter(Boolean)
                    .join(' ')
                : undefined;
              return (
                <span
                  key={line.fields.join()}
                  className={`chw-dashboard__line${line.wideOnly ? ' chw-dashboard__line--wide' : ''}`}
                  title={whole}
                >
                  {line.label && (
                    <span className={line.labelHidden ? 'chw-visually-hidden' : 'chw-dashboard__line-label'}>
                      {line.label}{' '}
                    </span>
                  )}
                  {shown.map((field, i) => (
                    <span key={field}>
                      {i > 0 && separator}
                      <span data-field={field}>{cellText(row, field, options)}</span>
                    </span>
                  ))}
                </span>
              );
            })}
          </td>
        ))}
        <td className="chw-dashboard__note-cell" data-column="Note">
          {note && (
            <span className="chw-dashboard__note-text" title={note}>
              {note}
            </span>
          )}
          {/* Both on one line: the row stays two lines high here. */}
          <span className="chw-dashboard__note-actions">
            <button type="button" className="chw-link" onClick={() => onNote(row)}>
              {row.Note === null ? staffMessages.noteButtonAdd : staffMessages.noteButtonUpdate}
              <span className="chw-visually-hidden"> {staffMessages.noteButtonFor(row.ID)}</span>
            </button>
            {commentsButton}
          </span>
        </td>
        <td data-column="UserID">
          <AgentSelect row={row} agents={options.agents} onSaved={onAgentSaved} onFailed={onAgentFailed} />
        </td>
      </tr>
      {expanded && (
        <tr id={detailId} className="chw-dashboard__detail-row">
          <td colSpan={columnCount}>
            <BookingDetail row={row} lookups={options} onCheckinStatus={onCheckinStatus} />
          </td>
        </tr>
      )}
    </>
  );
});
