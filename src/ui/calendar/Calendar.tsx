import { useMemo } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enAU } from 'react-day-picker/locale/en-AU';
import 'react-day-picker/style.css';
import { toYmd, ymdToDate } from '../../lib/localDates';
import { dayPickerLabels } from './dayLabels';
import './Calendar.css';

export interface CalendarProps {
  /** yyyy-mm-dd or '' */
  selected: string;
  /** yyyy-mm-dd of a day in the month shown first */
  month: string;
  min?: string;
  max?: string;
  /** yyyy-mm-dd of the day marked "today": the branch's, not the browser's (DateField) */
  today?: string;
  numberOfMonths: number;
  rangeStart?: string;
  rangeEnd?: string;
  captionLayout?: 'label' | 'dropdown';
  onSelect: (ymd: string) => void;
}

/**
 * react-day-picker set up for our fields: en-AU, week from Monday, days outside
 * min/max disabled and unreachable, focus on the selected day (else today, else
 * the first enabled one) when it mounts, and the pickup-to-return span marked
 * with the library's own range classes. Lives in its own chunk: DateField loads
 * it on first open.
 */
export function Calendar({
  selected,
  month,
  min,
  max,
  today,
  numberOfMonths,
  rangeStart,
  rangeEnd,
  captionLayout = 'label',
  onSelect,
}: CalendarProps) {
  // Stable identities across renders: react-day-picker re-derives its focus and
  // month state from these, and fresh Date/matcher objects on every render made
  // quick arrow-key presses lose their move or spin the page (seen in e2e).
  const minDate = useMemo(() => (min ? ymdToDate(min) : undefined), [min]);
  const maxDate = useMemo(() => (max ? ymdToDate(max) : undefined), [max]);
  const selectedDate = useMemo(() => ymdToDate(selected), [selected]);
  const firstMonth = useMemo(() => ymdToDate(month), [month]);
  const todayDate = useMemo(() => ymdToDate(today ?? ''), [today]);
  const disabled = useMemo(() => {
    const matchers: Matcher[] = [];
    if (minDate) matchers.push({ before: minDate });
    if (maxDate) matchers.push({ after: maxDate });
    return matchers;
  }, [minDate, maxDate]);
  const modifiers = useMemo(() => rangeModifiers(rangeStart, rangeEnd), [rangeStart, rangeEnd]);

  return (
    <DayPicker
      className="chw-calendar"
      mode="single"
      required
      selected={selectedDate}
      // The day that was clicked, as a local-midnight Date: toYmd keeps it the same calendar day.
      onSelect={(_selected, day) => onSelect(toYmd(day))}
      defaultMonth={firstMonth}
      startMonth={minDate}
      endMonth={maxDate}
      numberOfMonths={numberOfMonths}
      captionLayout={captionLayout}
      weekStartsOn={1}
      locale={enAU}
      labels={dayPickerLabels}
      disabled={disabled}
      modifiers={modifiers}
      today={todayDate}
      autoFocus
    />
  );
}

/** range_start / range_middle / range_end: react-day-picker styles these names with its rdp-range_* classes. */
function rangeModifiers(start = '', end = ''): Record<string, Matcher | undefined> {
  const from = ymdToDate(start);
  const to = ymdToDate(end);
  if (!from) return {};
  if (!to || to < from) return { range_start: from };
  return { range_start: from, range_middle: { after: from, before: to }, range_end: to };
}
