import type { BookingFilters, BookingOrderBy, BookingStatus, BookingType, CheckinDeskStatus } from '../../api/types';
import { parseYmd } from '../../lib/dates';
import { BOOKING_STATUSES, BOOKING_TYPES, DASHBOARD_SORT_KEYS } from '../../ruleLists.generated';
import { STAFF_SEARCH_MAX_LENGTH } from '../../rules.generated';
import { CHECKIN_STATUS_LABELS } from './bookingFields';
import { DEFAULT_TIME_FROM, DEFAULT_TIME_TO, TIME_SLOTS } from './timeSlots';

export type SortDirection = 'asc' | 'desc';
export type Queue = 'to_call' | '';

/** Everything that decides which bookings the dashboard shows; it lives in the URL query. */
export interface DashboardView {
  dateFrom: string;
  timeFrom: string;
  dateTo: string;
  timeTo: string;
  agent: string;
  vehicle: string;
  status: BookingStatus | '';
  note: string;
  type: BookingType | '';
  /** The desk's check-in status (GET /bookings `checkin`, an optional addition beside online check-in). */
  checkin: CheckinDeskStatus | '';
  /** The search box's text (GET /bookings `q`). */
  q: string;
  /** `to_call`: the call-backs still to make (GET /bookings `queue`). */
  queue: Queue;
  orderBy: BookingOrderBy | '';
  orderDirection: SortDirection | '';
  page: number;
}

/** The filter part of the view (what the filter panel edits). */
export type FilterKey =
  | 'dateFrom'
  | 'timeFrom'
  | 'dateTo'
  | 'timeTo'
  | 'agent'
  | 'vehicle'
  | 'status'
  | 'checkin'
  | 'note'
  | 'type'
  | 'q'
  | 'queue';
export const FILTER_KEYS: readonly FilterKey[] = [
  'dateFrom',
  'timeFrom',
  'dateTo',
  'timeTo',
  'agent',
  'vehicle',
  'status',
  'checkin',
  'note',
  'type',
  'q',
  'queue',
];

/** True when two views filter alike (their sort and page may differ). */
export function sameFilters(a: DashboardView, b: DashboardView): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key]);
}

export const STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;
export const TYPES: readonly BookingType[] = BOOKING_TYPES;
export const SORTABLE: readonly BookingOrderBy[] = DASHBOARD_SORT_KEYS;
/** The check-in filter's values, in the order the desk lists them. */
export const CHECKIN_STATUSES = Object.keys(CHECKIN_STATUS_LABELS) as CheckinDeskStatus[];

export const defaultView: DashboardView = {
  dateFrom: '',
  timeFrom: DEFAULT_TIME_FROM,
  dateTo: '',
  timeTo: DEFAULT_TIME_TO,
  agent: '',
  vehicle: '',
  status: '',
  checkin: '',
  note: '',
  type: '',
  q: '',
  queue: '',
  orderBy: '',
  orderDirection: '',
  page: 1,
};

/** URL query names, the same as the API's where one exists. */
const PARAM: Record<keyof DashboardView, string> = {
  dateFrom: 'date_from',
  timeFrom: 'time_from',
  dateTo: 'date_to',
  timeTo: 'time_to',
  agent: 'agent',
  vehicle: 'vehicle',
  status: 'status',
  checkin: 'checkin',
  note: 'note',
  type: 'type',
  q: 'q',
  queue: 'queue',
  orderBy: 'order_by',
  orderDirection: 'order_direction',
  page: 'page',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

const idText = (value: string | null): string => (value && /^\d{1,10}$/.test(value) ? value : '');
const codeText = (value: string | null): string => (value && /^[\w-]{1,40}$/.test(value) ? value : '');
const dateText = (value: string | null): string => (value && parseYmd(value) ? value : '');
/** The search text as typed, without control characters, at most STAFF_SEARCH_MAX_LENGTH characters. */
export const searchText = (value: string | null): string =>
  // eslint-disable-next-line no-control-regex
  (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, STAFF_SEARCH_MAX_LENGTH);
const timeText = (value: string | null, fallback: string): string =>
  value && TIME_SLOTS.includes(value) ? value : fallback;

/** Parses a URL query into a view; anything unknown or malformed falls back to the default. */
export function parseView(search: string): DashboardView {
  const q = new URLSearchParams(search);
  const get = (key: keyof DashboardView) => q.get(PARAM[key]);
  const orderBy = oneOf(SORTABLE, get('orderBy'));
  const direction = oneOf<SortDirection>(['asc', 'desc'], get('orderDirection'));
  const page = Number(get('page'));
  return {
    dateFrom: dateText(get('dateFrom')),
    timeFrom: timeText(get('timeFrom'), DEFAULT_TIME_FROM),
    dateTo: dateText(get('dateTo')),
    timeTo: timeText(get('timeTo'), DEFAULT_TIME_TO),
    agent: idText(get('agent')),
    vehicle: codeText(get('vehicle')),
    status: oneOf(STATUSES, get('status')),
    checkin: oneOf(CHECKIN_STATUSES, get('checkin')),
    note: idText(get('note')),
    type: oneOf(TYPES, get('type')),
    q: searchText(get('q')).trim(),
    queue: oneOf<Queue>(['to_call'], get('queue')),
    // A sort needs both halves; one without the other is no sort.
    orderBy: orderBy && direction ? orderBy : '',
    orderDirection: orderBy && direction ? direction : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/**
 * The URL query for a view: only values that differ from the default, in a stable order. The search
 * text is left out (it may be an email or a phone number: not for the address bar or the history).
 */
export function viewToSearch(view: DashboardView): string {
  const q = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof DashboardView)[]) {
    if (key !== 'q' && view[key] !== defaultView[key]) q.set(PARAM[key], String(view[key]));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The GET /bookings and /dashboard/export filters of a view (dates as `yyyy-mm-dd HH:mm`). */
export function viewToFilters(view: DashboardView): BookingFilters {
  return {
    type: view.type,
    date_from: view.dateFrom ? `${view.dateFrom} ${view.timeFrom}` : '',
    date_to: view.dateTo ? `${view.dateTo} ${view.timeTo}` : '',
    agent: view.agent,
    vehicle: view.vehicle,
    status: view.status,
    checkin: view.checkin,
    note: view.note,
    q: view.q.trim(),
    queue: view.queue,
    order_by: view.orderBy,
    order_direction: view.orderDirection,
  };
}

/** Spec §4: filtering resets to page 1 and clears sorting. */
export function withFilter(view: DashboardView, patch: Partial<Pick<DashboardView, FilterKey>>): DashboardView {
  return { ...view, ...patch, orderBy: '', orderDirection: '', page: 1 };
}

/** Spec §4: the first click on a column sorts descending, further clicks toggle. Back to page 1. */
export function toggleSort(view: DashboardView, column: BookingOrderBy): DashboardView {
  const direction: SortDirection = view.orderBy === column && view.orderDirection === 'desc' ? 'asc' : 'desc';
  return { ...view, orderBy: column, orderDirection: direction, page: 1 };
}

/** True when two views ask the server for the same thing. */
export function sameView(a: DashboardView, b: DashboardView): boolean {
  return viewToSearch(a) === viewToSearch(b) && a.q === b.q;
}
