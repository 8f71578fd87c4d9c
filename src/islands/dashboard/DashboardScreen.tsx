import { branchToday, zoneOrDefault } from '../../config';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DashboardBooking } from '../../api/types';
import { staffMessages } from '../../messages/staff';
import { Alert } from '../../ui/Alert';
import type { RowActions } from './BookingRow';
import { BookingsTable } from './BookingsTable';
import { CommentsDialog } from './CommentsDialog';
import { dateFieldId, FilterPanel } from './FilterPanel';
import { NoteDialog } from './NoteDialog';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { TopNav } from './TopNav';
import { ViewSwitch } from './ViewSwitch';
import {
  defaultView,
  FILTER_KEYS,
  toggleSort,
  withFilter,
  type DashboardView,
  type FilterKey,
  type Queue,
} from './dashboardView';
import { useCallQueue } from './useCallQueue';
import { useBookings } from './useBookings';
import { useDashboardView } from './useDashboardView';
import { useExport } from './useExport';
import { useStaffOptions } from './useStaffOptions';
import { validateDates } from './validateDates';
import '../../ui/theme.css';
import './Dashboard.css';

/** What "Clear filters" sets: each filter's default, but the queue stays (it is the tab, not a filter). */
const CLEARED_FILTERS = Object.fromEntries(
  FILTER_KEYS.filter((key) => key !== 'queue').map((key) => [key, defaultView[key]]),
) as Partial<Pick<DashboardView, FilterKey>>;

/** The signed-in dashboard: navigation, filters, the bookings table, paging and the row dialogs. */
export function DashboardScreen() {
  const [view, setView] = useDashboardView();
  const today = branchToday();
  const dateErrors = validateDates(view, today);
  const datesValid = !dateErrors.from && !dateErrors.to;
  const options = useStaffOptions(true);
  const bookings = useBookings(view, datesValid);
  const [announcement, setAnnouncement] = useState('');
  const [rowError, setRowError] = useState('');
  const [noteFor, setNoteFor] = useState<DashboardBooking | null>(null);
  const [commentsFor, setCommentsFor] = useState<DashboardBooking | null>(null);
  const [pointerOver, setPointerOver] = useState(false);
  const toCall = view.queue === 'to_call';

  const focusDateError = useCallback(() => {
    document.getElementById(dateFieldId(dateErrors.from ? 'from' : 'to'))?.focus();
  }, [dateErrors.from]);
  const exporter = useExport(view, datesValid, focusDateError);

  // A shared link or a shrunken list can point past the last page: show the last one instead.
  const { page } = bookings;
  useEffect(() => {
    if (!page || page.data.length > 0 || view.page === 1 || page.RowCount === 0 || page.PerPage <= 0) return;
    // Replace, not push: Back must not return to the empty page (and bounce here again).
    setView({ ...view, page: Math.max(1, Math.ceil(page.RowCount / page.PerPage)) }, { replace: true });
  }, [page, view, setView]);

  // Stable, so the memoised filter panel is not rendered again by a sort or a page change.
  const changeFilters = useCallback(
    (patch: Partial<DashboardView>) => setView((current) => withFilter(current, patch)),
    [setView],
  );
  const clearFilters = useCallback(() => setView((current) => withFilter(current, CLEARED_FILTERS)), [setView]);
  const search = useCallback((q: string) => setView((current) => withFilter(current, { q })), [setView]);
  const switchView = useCallback((queue: Queue) => setView((current) => withFilter(current, { queue })), [setView]);
  const announce = useCallback((text: string) => {
    setRowError('');
    // Cleared first so the same words are announced again.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);
  const { patchRow, refresh } = bookings;
  const queue = useCallQueue({
    active: toCall && datesValid,
    page,
    answer: bookings.answer,
    pageView: bookings.pageView,
    refresh,
    hold: pointerOver || noteFor !== null || commentsFor !== null,
    announce,
  });
  // Stable (patchRow is), so the memoised rows are not rendered again by a sort.
  const rowActions = useMemo<RowActions>(
    () => ({
      onNote: setNoteFor,
      onComments: setCommentsFor,
      onAgentSaved: (id, agentId) => {
        patchRow(id, { UserID: agentId });
        announce(staffMessages.agentAssigned);
      },
      onAgentFailed: setRowError,
      onCheckinStatus: (id, status) => patchRow(id, { CheckinStatus: status }),
    }),
    [patchRow, announce],
  );

  return (
    <div className="chw-dashboard">
      <TopNav exporting={exporter.exporting} onExport={() => void exporter.run()} />
      <div className="chw-dashboard__body">
        <h2 className="chw-dashboard__heading">{staffMessages.dashboardHeading}</h2>
        <ViewSwitch queue={view.queue} onChange={switchView} />
        {exporter.failed && <Alert tone="error">{exporter.failed}</Alert>}
        {options.failed && <Alert tone="warning">{staffMessages.filterOptionsFailed}</Alert>}
        <FilterPanel
          view={view}
          today={today}
          errors={dateErrors}
          options={options}
          onChange={changeFilters}
          onClear={clearFilters}
        />
        <SearchBox value={view.q} onSearch={search} />
        {toCall && <p className="chw-dashboard__hint">{staffMessages.toCallHint}</p>}
        {rowError && <Alert tone="error">{rowError}</Alert>}
        <p className="chw-visually-hidden" role="status">
          {announcement}
        </p>
        <BookingsTable
          view={view}
          state={bookings}
          blocked={!datesValid}
          options={options}
          toCall={toCall}
          heldRows={queue.rows}
          now={queue.now}
          timeZone={zoneOrDefault()}
          onSort={(column) => setView(toggleSort(view, column))}
          rowActions={rowActions}
          onPointerOver={setPointerOver}
        />
        {page && datesValid && (
          <Pagination
            page={view.page}
            perPage={page.PerPage}
            rowCount={page.RowCount}
            shown={page.data.length}
            onPage={(n) => setView({ ...view, page: n })}
          />
        )}
      </div>
      <NoteDialog
        booking={noteFor}
        notes={options.notes}
        onClose={() => setNoteFor(null)}
        onSaved={(id, patch) => {
          patchRow(id, patch);
          setNoteFor(null);
          announce(staffMessages.noteSaved);
          // A note that counts as handled takes the booking off the list: the server says which.
          if (toCall) refresh();
        }}
      />
      <CommentsDialog booking={commentsFor} onClose={() => setCommentsFor(null)} />
    </div>
  );
}
