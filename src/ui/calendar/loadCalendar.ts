import { lazyOnce } from '../../lib/lazyOnce';

/** The calendar chunk (react-day-picker, date-fns and their CSS), fetched on first use. */
export type CalendarModule = typeof import('./Calendar');

/** Loads the calendar chunk once and shares it; a failed load is tried again on the next open. */
export const loadCalendar = lazyOnce<CalendarModule>(() => import('./Calendar'));
