import type { BookingOrderBy } from '../../api/types';
import { staffMessages } from '../../messages/staff';
import type { Column } from './columns';
import type { DashboardView } from './dashboardView';

interface Props {
  column: Column;
  view: DashboardView;
  onSort: (field: BookingOrderBy) => void;
}

type Sort = 'ascending' | 'descending' | 'none';

const sortOf = (view: DashboardView, field: BookingOrderBy): Sort =>
  view.orderBy !== field ? 'none' : view.orderDirection === 'asc' ? 'ascending' : 'descending';

/**
 * A column header with a button per field it sorts by (a combined column has several; one of a
 * single field is just its button), then the names of the lines it cannot sort by. aria-sort tells
 * which way when the sort is one of this column's.
 */
export function SortHeader({ column, view, onSort }: Props) {
  const active = column.sorts.find((field) => field === view.orderBy);
  const single = column.sorts.length === 1;
  return (
    <th
      scope="col"
      aria-sort={active ? sortOf(view, active) : 'none'}
      className={column.numeric ? 'chw-dashboard__num' : undefined}
    >
      {!single && <span className="chw-dashboard__column-label">{column.label}</span>}
      <span className="chw-dashboard__sorts">
        {column.sorts.map((field) => {
          const sort = sortOf(view, field);
          return (
            <button
              key={field}
              type="button"
              className={`chw-dashboard__sort${single ? '' : ' chw-dashboard__sort--sub'}`}
              aria-pressed={sort !== 'none'}
              onClick={() => onSort(field)}
            >
              {staffMessages.bookingFieldLabels[field]}
              {/* The arrow is CSS content: WordPress's emoji script turns a ↕ in the text into an <img> from s.w.org. */}
              <span className={`chw-dashboard__sort-icon chw-dashboard__sort-icon--${sort}`} aria-hidden="true" />
            </button>
          );
        })}
        {column.unsorted?.map((name) => (
          <span key={name} className="chw-dashboard__unsorted">
            {name}
          </span>
        ))}
      </span>
    </th>
  );
}
