/** The calendar chunk (react-day-picker, date-fns and their CSS), fetched on first use. */
export type CalendarModule = typeof import('./Calendar');

let pending: Promise<CalendarModule> | undefined;

/**
 * Loads the calendar chunk once and shares the promise; a failed load (offline,
 * a deploy replaced the chunk) is forgotten so the next open can try again.
 */
export function loadCalendar(): Promise<CalendarModule> {
  pending ??= import('./Calendar').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
