import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { DropOffLocation, Location } from '../../api/types';
import { toApiError } from '../../api/client';
import { apiErrorText } from '../apiErrorText';
import { branchToday } from '../../config';
import { addDays, formatTime12 } from '../../lib/dates';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { lazyOnce } from '../../lib/lazyOnce';
import { useSubmit } from '../../lib/useSubmit';
import { searchMessages } from '../../messages/search';
import { sharedMessages } from '../../messages/shared';
import type { BookingSearch } from '../../state/bookingSearch';
import { runSearch } from '../../state/loadingOverlay';
import { Alert } from '../../ui/Alert';
import { DateField } from '../../ui/DateField';
import { Select, type SelectOption } from '../../ui/Select';
import type { SearchVariant } from './searchVariant';
import { useSearchOptions, type SearchOptions } from './useSearchOptions';
import { useTimeSlots } from './useTimeSlots';
import { pageChoiceKept, rememberPageChoice } from './pagePickupChoice';
import type { SearchMessage } from './SearchMessageDialog';
import './SearchForm.css';
import { ReloadHelp } from '../../ui/ReloadHelp';
import { keepForReload } from '../../lib/keptForReload';

/**
 * The search's rules (and their words), the search call and the later steps' slices it clears are
 * not part of the home page's first load (its 28 KB budget): they load as soon as the
 * renter starts on the form (focus or pointer), well before a submit needs them; a failed load is
 * tried again at the submit.
 */
const loadRules = lazyOnce(() => import('./validateSearch'));
const loadSubmit = lazyOnce(() => import('./submitSearch'));
// After the interaction's own frame (opening the calendar, a list), so it never delays that paint.
const preloadSubmit = () =>
  afterNextPaint(() => {
    void loadRules().catch(() => undefined);
    void loadSubmit().catch(() => undefined);
  });

/** When the search's own code cannot load (offline): the API's words for no answer. */
const offline = (error: unknown): SearchMessage => {
  const failure = toApiError(error);
  // Our code, not the API: the words say a reload fixes it, beside a Reload button.
  if (failure.kind === 'chunk')
    return { title: sharedMessages.chunkFailedTitle, lines: [apiErrorText(failure)], reload: true };
  return { title: searchMessages.errorTitleDefault, lines: [apiErrorText(failure)], help: true };
};

// Most visits never need the dialog: it loads with its first message (keeps the home page light).
const SearchMessageDialog = lazy(
  lazyOnce(() => import('./SearchMessageDialog').then((module) => ({ default: module.SearchMessageDialog }))),
);

const locationOptions = (list: { ID: number; LocationName: string }[]): SelectOption[] =>
  list.map((location) => ({ value: String(location.ID), label: location.LocationName }));
/** Until its list comes, a select offers the stored choice alone: a reopened search shows it at once. */
const keptOption = (value: string | number, label: string): SelectOption[] =>
  value ? [{ value: String(value), label }] : [];

const pickupFields = (pickup: Location | undefined): Partial<BookingSearch> => ({
  pickupId: pickup?.ID ?? 0,
  pickupLocationCode: pickup?.LocationCode ?? '',
  pickupLocationName: pickup?.LocationName ?? '',
  pickupTimeZone: pickup?.TimeZone ?? '',
});

const returnFields = (drop: DropOffLocation | undefined): Partial<BookingSearch> => ({
  dropOffId: drop?.ID ?? 0,
  dropOfflocationCode: drop?.LocationCode ?? '',
  dropOffLocationName: drop?.LocationName ?? '',
});

/** The return location to use: `preferred` when the pickup location allows it, else the first allowed. */
function returnLocationFor(pickup: Location | undefined, preferred: number) {
  const allowed = pickup?.DropOffLocations ?? [];
  return allowed.find((drop) => drop.ID === preferred) ?? allowed[0];
}

interface Props {
  variant: SearchVariant;
  /** Starting values (empty on home, the stored search elsewhere). */
  initial: BookingSearch;
  /** The page's branch (a location code): pre-selected unless the renter chose another here. */
  location?: string;
  /** The `vehicleType` attribute (a vehicle category id): pre-selected once the list checks it. */
  vehicleType?: string;
  /** The deep-link code, loaded (by SearchPanel) only for a page whose address has a deep link or that sets the vehicle type. */
  deepLink?: Promise<typeof import('./followDeepLink')>;
}

/**
 * The booking search form (spec §2, §4, §5): selects filled from the API,
 * read-only calendar dates, hours reloaded per location and day, the missing
 * fields listed in a dialog, and the search itself behind the loading overlay.
 */
export function SearchForm({ variant, initial, location, vehicleType, deepLink }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState(initial);
  const [dialog, setDialog] = useState<SearchMessage | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  /** What a deep link's values left to choose (followDeepLink): one line above the button. */
  const [linkNote, setLinkNote] = useState('');
  if (dialog && !dialogUsed) setDialogUsed(true);
  const [submitting, setSubmitting] = useState(false);
  const { run } = useSubmit();
  const pickupHours = useTimeSlots((pickupTime) => setDraft((d) => ({ ...d, pickupTime })));
  const returnHours = useTimeSlots((dropOffTime) => setDraft((d) => ({ ...d, dropOffTime })));
  const update = (patch: Partial<BookingSearch>) => setDraft((d) => ({ ...d, ...patch }));
  const selectPickup = (pickup: Location | undefined, preferredReturn = initial.dropOffId) => {
    // Editing a stored search keeps its return location when the pickup allows it (spec §4).
    const drop = returnLocationFor(pickup, preferredReturn);
    // Dates before the new branch's today go (its zone may be a day ahead of the last one's).
    const past = Boolean(draft.pickupDate) && draft.pickupDate < branchToday(pickup?.TimeZone);
    const dates = past ? { pickupDate: '', pickupTime: '', dropOffDate: '', dropOffTime: '' } : draft;
    update({ ...pickupFields(pickup), ...returnFields(drop), ...(past ? dates : {}) });
    pickupHours.load(pickup?.LocationCode ?? '', dates.pickupDate, dates.pickupTime);
    returnHours.load(drop?.LocationCode ?? '', dates.dropOffDate, dates.dropOffTime);
  };

  // Once the lists are in, settle a pre-filled search the same way; later changes go through the
  // handlers. The page's branch wins over a search stored elsewhere, not over one chosen on this page.
  // A deep link's search (checked against the lists) goes in as a whole, with its hours.
  const settlePrefilled = (lists: SearchOptions) => {
    const preset =
      location && !pageChoiceKept(location, draft.pickupLocationCode)
        ? lists.locations.find((branch) => branch.LocationCode === location && branch.ID !== draft.pickupId)
        : undefined;
    const stored = lists.locations.find((branch) => branch.ID === draft.pickupId);
    const settle = () => (preset ? selectPickup(preset, 0) : stored && selectPickup(stored));
    if (!deepLink) return settle();
    deepLink.then(
      (link) =>
        link.followDeepLink(
          draft,
          lists,
          variant,
          preset,
          vehicleType,
          setDraft,
          pickupHours,
          returnHours,
          setLinkNote,
          setDialog,
        ),
      settle,
    );
  };
  const options = useSearchOptions(settlePrefilled);
  const pickupLocation = options.locations.find((location) => location.ID === draft.pickupId);

  const changePickup = (value: string) => {
    const pickup = options.locations.find((branch) => String(branch.ID) === value);
    if (location) rememberPageChoice(pickup?.LocationCode ?? '');
    selectPickup(pickup);
  };

  const changeReturnLocation = (value: string) => {
    const drop = pickupLocation?.DropOffLocations.find((location) => String(location.ID) === value);
    update(returnFields(drop));
    returnHours.load(drop?.LocationCode ?? '', draft.dropOffDate, draft.dropOffTime);
  };

  const changePickupDate = (pickupDate: string) => {
    const dropOffDate = addDays(pickupDate, 1);
    update({ pickupDate, dropOffDate });
    pickupHours.load(draft.pickupLocationCode, pickupDate, draft.pickupTime);
    returnHours.load(draft.dropOfflocationCode, dropOffDate, draft.dropOffTime);
  };

  const changeReturnDate = (dropOffDate: string) => {
    update({ dropOffDate });
    returnHours.load(draft.dropOfflocationCode, dropOffDate, draft.dropOffTime);
  };

  // On a slow API the lists may still be on their way: a submit then waits for them (said beside
  // the button) rather than report as missing a location or time the renter could not yet choose,
  // and goes on with the search as it stands once they are in (a time picked from the new hours).
  const listsLoading = !options.loaded || pickupHours.loading || returnHours.loading;
  const [held, setHeld] = useState(false);
  const latestDraft = useRef(draft);
  useLayoutEffect(() => {
    latestDraft.current = draft;
  });
  const waitingForLists = useRef<Array<() => void>>([]);
  useEffect(() => {
    if (!listsLoading) for (const resume of waitingForLists.current.splice(0)) resume();
  }, [listsLoading]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (listsLoading) {
      if (held) return;
      setHeld(true);
      await new Promise<void>((resume) => waitingForLists.current.push(resume));
      setHeld(false);
    }
    await submit(latestDraft.current);
  };

  /** One search at a time (useSubmit): busy from the rules check until the answer, for good once the page leaves. */
  const submit = (search: BookingSearch) =>
    run(async () => {
      const missing = await loadRules().then(({ missingDetails }) => missingDetails(search), offline);
      if (missing) {
        setDialog(missing);
        return;
      }
      setSubmitting(true);
      // A failure comes back as the dialog's words.
      const send = () => loadSubmit().then(({ sendSearch }) => sendSearch(search, variant), offline);
      if (!(await runSearch(searchMessages.searching, send, setDialog))) return true;
      setSubmitting(false);
    });

  // The pickup branch's today (the configured zone until a branch is chosen).
  const today = branchToday(pickupLocation?.TimeZone);
  /** What both date fields show: the trip's range, from the branch's today. */
  const tripDates = {
    today,
    display: 'short',
    placeholder: searchMessages.datePlaceholder,
    rangeStart: draft.pickupDate,
    rangeEnd: draft.dropOffDate,
  } as const;
  /** A time select's list and value: the branch's hours for its date ("Loading…" while they come). */
  const timeSelect = (hours: ReturnType<typeof useTimeSlots>, value: string, set: (time: string) => void) => ({
    placeholder: hours.loading ? sharedMessages.loading : searchMessages.selectTime,
    options:
      hours.slots.length || (options.loaded && !hours.loading)
        ? hours.slots.map((slot) => ({ value: slot.time, label: formatTime12(slot.time), disabled: slot.disabled }))
        : keptOption(value, value && formatTime12(value)),
    value,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => set(event.currentTarget.value),
  });

  return (
    <form
      className="chw-search"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadSubmit}
      onPointerDown={preloadSubmit}
      noValidate
      aria-label={searchMessages.searchForm}
    >
      {(options.failed || pickupHours.failed || returnHours.failed) && (
        <Alert tone="warning">{searchMessages.searchOptionsFailed}</Alert>
      )}
      {linkNote && <Alert tone="info">{linkNote}</Alert>}
      <div className="chw-search__grid">
        <Select
          id={id('pickup-location')}
          className="chw-search__location"
          label={searchMessages.pickupLocation}
          placeholder={options.loaded ? searchMessages.selectLocation : sharedMessages.loading}
          options={
            options.loaded ? locationOptions(options.locations) : keptOption(draft.pickupId, draft.pickupLocationName)
          }
          value={draft.pickupId ? String(draft.pickupId) : ''}
          onChange={(event) => changePickup(event.currentTarget.value)}
        />
        <DateField
          id={id('pickup-date')}
          label={searchMessages.pickupDate}
          value={draft.pickupDate}
          onChange={changePickupDate}
          min={today}
          {...tripDates}
        />
        <Select
          id={id('pickup-time')}
          label={searchMessages.pickupTime}
          {...timeSelect(pickupHours, draft.pickupTime, (pickupTime) => update({ pickupTime }))}
        />
        <Select
          id={id('return-location')}
          className="chw-search__location"
          label={searchMessages.returnLocation}
          placeholder={searchMessages.selectLocation}
          options={
            options.loaded
              ? locationOptions(pickupLocation?.DropOffLocations ?? [])
              : keptOption(draft.dropOffId, draft.dropOffLocationName)
          }
          value={draft.dropOffId ? String(draft.dropOffId) : ''}
          onChange={(event) => changeReturnLocation(event.currentTarget.value)}
        />
        <DateField
          id={id('return-date')}
          label={searchMessages.returnDate}
          value={draft.dropOffDate}
          onChange={changeReturnDate}
          min={draft.pickupDate || today}
          {...tripDates}
        />
        <Select
          id={id('return-time')}
          label={searchMessages.returnTime}
          {...timeSelect(returnHours, draft.dropOffTime, (dropOffTime) => update({ dropOffTime }))}
        />
        <Select
          id={id('vehicle-type')}
          className="chw-search__type"
          label={searchMessages.vehicleType}
          placeholder={options.loaded ? searchMessages.selectVehicleType : sharedMessages.loading}
          options={options.categories.map((category) => ({ value: String(category.ID), label: category.Name }))}
          value={draft.vehicleCategoryType >= 0 ? String(draft.vehicleCategoryType) : ''}
          onChange={(event) =>
            update({ vehicleCategoryType: event.currentTarget.value === '' ? -1 : Number(event.currentTarget.value) })
          }
        />
        <div className="chw-field">
          <label htmlFor={id('promo')} className="chw-label">
            {searchMessages.promoCode}
          </label>
          <input
            id={id('promo')}
            className="chw-input"
            type="text"
            autoComplete="off"
            placeholder={searchMessages.promoPlaceholder}
            value={draft.promoCode}
            onChange={(event) => update({ promoCode: event.currentTarget.value })}
          />
        </div>
        <div className="chw-search__submit-row">
          <label className="chw-checkbox chw-search__age">
            <input
              type="checkbox"
              checked={draft.isOver25}
              onChange={(event) => update({ isOver25: event.currentTarget.checked })}
            />
            <span>{searchMessages.ageOver25}</span>
          </label>
          <p id={id('held')} role="status" className="chw-search__held">
            {held ? searchMessages.waitingForLists : ''}
          </p>
          {/* aria-disabled, not disabled: the focus stays on the button for the error dialog to return it to. */}
          <button
            type="submit"
            className="chw-button chw-search__submit"
            aria-disabled={submitting || held || undefined}
            aria-describedby={held ? id('held') : undefined}
          >
            {variant === 'F' ? searchMessages.searchButtonVariantF : searchMessages.searchButton}
          </button>
        </div>
      </div>
      {dialog?.reload ? (
        // Inline, not in the dialog: the dialog is a chunk of its own and may be the one missing.
        <Alert tone="error">
          <strong>{dialog.title}</strong> {dialog.lines[0]}
          <ReloadHelp beforeReload={() => keepForReload(latestDraft.current)} />
        </Alert>
      ) : (
        dialogUsed && (
          <Suspense fallback={null}>
            <SearchMessageDialog message={dialog} onClose={() => setDialog(null)} />
          </Suspense>
        )
      )}
    </form>
  );
}
