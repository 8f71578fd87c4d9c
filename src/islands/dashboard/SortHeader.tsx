import type { BookingOrderBy } from '../../api/types';
import type { DashboardView } from './dashboardView';

interface Props {
  label: string;
  column: BookingOrderBy;
  view: DashboardView;
  numeric?: boolean;
  onSort: (column: BookingOrderBy) => void;
}

/** A column header whose button sorts by it; aria-sort tells which way. */
export function SortHeader({ label, column, view, numeric, onSort }: Props) {
  const active = view.orderBy === column;
  const sort = active ? (view.orderDirection === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className={numeric ? 'chw-dashboard__num' : undefined}>
      <button type="button" className="chw-dashboard__sort" onClick={() => onSort(column)}>
        {label}
        {/* The arrow is CSS content: WordPress's emoji script turns a ↕ in the text into an <img> from s.w.org. */}
        <span className={`chw-dashboard__sort-icon chw-dashboard__sort-icon--${sort}`} aria-hidden="true" />
      </button>
    </th>
  );
}
