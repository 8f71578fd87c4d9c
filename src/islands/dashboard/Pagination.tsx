import { staffMessages } from '../../messages/staff';
import { pageList } from './pageList';

interface Props {
  page: number;
  perPage: number;
  rowCount: number;
  /** Rows on the current page. */
  shown: number;
  onPage: (page: number) => void;
}

/** 'Showing x–y of N', Previous/Next and page numbers, from the server's PerPage and RowCount. */
export function Pagination({ page, perPage, rowCount, shown, onPage }: Props) {
  if (rowCount <= 0 || perPage <= 0) return null;
  const total = Math.max(1, Math.ceil(rowCount / perPage));
  const first = (page - 1) * perPage + 1;
  const last = shown > 0 ? first + shown - 1 : Math.min(page * perPage, rowCount);
  return (
    <div className="chw-dashboard__paging">
      <p className="chw-dashboard__range">{shown > 0 ? staffMessages.showingRange(first, last, rowCount) : ''}</p>
      {total > 1 && (
        <nav aria-label={staffMessages.pagination}>
          <ul className="chw-dashboard__pages">
            <li>
              <button
                type="button"
                className="chw-dashboard__page"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {staffMessages.previousPage}
              </button>
            </li>
            {pageList(page, total).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className="chw-dashboard__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className="chw-dashboard__page"
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={staffMessages.pageLabel(n)}
                    onClick={() => n !== page && onPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="chw-dashboard__page"
                disabled={page >= total}
                onClick={() => onPage(page + 1)}
              >
                {staffMessages.nextPage}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
