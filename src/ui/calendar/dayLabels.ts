import type { Labels, Modifiers } from 'react-day-picker';
import { fieldMessages } from '../../messages/fields';

const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'long' });

/**
 * `5 January 2026, Monday` (plus `, today` / `, selected`): the accessible name
 * starts with the number shown on the button. react-day-picker's default
 * (`Monday, January 5th, 2026`) breaks WCAG 2.5.3 label-in-name, which axe
 * reports as `label-content-name-mismatch` (docs/testing.md, "Machine facts").
 * Only local-midnight dates reach here, so the local getters are the calendar day.
 */
export function labelDay(date: Date, modifiers?: Modifiers): string {
  let label = `${date.getDate()} ${monthYear.format(date)}, ${weekday.format(date)}`;
  if (modifiers?.today) label += `, ${fieldMessages.calendarToday}`;
  if (modifiers?.selected) label += `, ${fieldMessages.calendarSelected}`;
  return label;
}

/** Every label react-day-picker shows to assistive technology, in our words. */
export const dayPickerLabels: Partial<Labels> = {
  labelDayButton: (date, modifiers) => labelDay(date, modifiers),
  labelGridcell: (date, modifiers) => labelDay(date, modifiers),
  labelGrid: (date) => monthYear.format(date),
  labelNav: () => fieldMessages.calendarNav,
  labelNext: () => fieldMessages.calendarNextMonth,
  labelPrevious: () => fieldMessages.calendarPreviousMonth,
  labelMonthDropdown: () => fieldMessages.calendarMonth,
  labelYearDropdown: () => fieldMessages.calendarYear,
  labelWeekday: (date) => weekday.format(date),
};
