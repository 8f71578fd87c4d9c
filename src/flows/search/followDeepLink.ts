import { getOperationHours } from '../../api/booking';
import { toApiError } from '../../api/client';
import { apiErrorText } from '../apiErrorText';
import { lazyOnce } from '../../lib/lazyOnce';
import type { Location } from '../../api/types';
import { searchMessages } from '../../messages/search';
import type { BookingSearch } from '../../state/bookingSearch';
import { runSearch } from '../../state/loadingOverlay';
import { forgetDeepLink, noteDropped } from '../../lib/deepLinks';
import { completeSearch, droppedFields, parseDeepLink, resolveDeepLink } from './deepLink';
import type { SearchMessage } from './SearchMessageDialog';
import type { SearchVariant } from './searchVariant';
import type { SearchOptions } from './useSearchOptions';
import type { useTimeSlots } from './useTimeSlots';

/** The search's code, through the one loader (one retry after a short wait). */
const loadSubmit = lazyOnce(() => import('./submitSearch'));

const note = (text: string) => console.info(`[chw] Deep link: ${text}`);

type TimeSlots = Pick<ReturnType<typeof useTimeSlots>, 'load'>;

/**
 * Follows the page's deep link (`chw_…` parameters, SearchPanel): fills the form with what checks
 * out, notes each dropped value on the console (never a dialog on arrival) and, for `chw_go=1` with
 * a complete search, runs it and goes on to /booking. A `chw_go` link with a value that could not be
 * used is not searched (the renter would get another search than the one linked): the filled form
 * says in one line (`say`) which fields to choose. A search the server refuses shows its message in
 * the form's dialog (`fail`), as a typed search's would. (Positional parameters: the call sits in
 * the home page's first load, where every byte counts.)
 * @param base the form's search so far (the stored one, or empty on home)
 * @param pageBranch the page's branch (`location` attribute) when it applies: the pickup unless the link names one
 * @param vehicleType the `vehicleType` attribute: the vehicle type unless the link names one
 * @param setDraft the form's setter; `pickupHours` and `returnHours` its hour lists (useTimeSlots)
 */
export async function followDeepLink(
  base: BookingSearch,
  lists: SearchOptions,
  variant: SearchVariant,
  pageBranch: Location | undefined,
  vehicleType: string | undefined,
  setDraft: (draft: BookingSearch) => void,
  pickupHours: TimeSlots,
  returnHours: TimeSlots,
  say: (line: string) => void,
  fail: (message: SearchMessage) => void,
) {
  const { link, dropped } = parseDeepLink(window.location.search);
  link.pickup ??= pageBranch?.LocationCode;
  if (link.type === undefined && vehicleType)
    Object.assign(link, { type: Number(vehicleType), typeParam: 'vehicleType' });
  const resolved = await resolveDeepLink(link, base, {
    ...lists,
    hours: (locationCode, date) => getOperationHours({ location_code: locationCode, date }).catch(() => []),
  });
  const all = [...dropped, ...resolved.dropped];
  all.forEach(noteDropped);
  forgetDeepLink();
  const draft = resolved.draft;
  // A link that runs the search without a vehicle type means every vehicle.
  if (link.go && draft.vehicleCategoryType < 0 && lists.categories.some((category) => category.ID === 0))
    draft.vehicleCategoryType = 0;
  setDraft(draft);
  pickupHours.load(draft.pickupLocationCode, draft.pickupDate, draft.pickupTime);
  returnHours.load(draft.dropOfflocationCode, draft.dropOffDate, draft.dropOffTime);
  if (!link.go) return;
  if (all.length) {
    note('chw_go ignored: values were dropped.');
    say(searchMessages.linkNeedsChoice(droppedFields(all)));
    return;
  }
  if (!completeSearch(draft)) {
    note('chw_go ignored: the search is not complete.');
    return;
  }
  const failure = await runSearch(
    searchMessages.searching,
    () =>
      loadSubmit().then(
        ({ sendSearch }) => sendSearch(draft, variant),
        // The search's code did not arrive: the words for that (a reload fixes it), not the error's.
        (error: unknown): SearchMessage => ({
          title: searchMessages.errorTitleDefault,
          lines: [apiErrorText(toApiError(error))],
        }),
      ),
    fail,
  );
  if (failure) note(`chw_go: the search failed (${failure.lines.join(' ')}).`);
}
