import { useMemo, useRef, type KeyboardEvent } from 'react';
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
  // Without a max, react-day-picker's year dropdown ends with this year: a licence that expires
  // after 31 December could not be entered, and a default month in next January was pulled back to
  // December. A calendar with no latest day reaches YEARS_AHEAD years past its first one instead.
  const lastMonth = useMemo(
    () =>
      maxDate ??
      (captionLayout === 'dropdown'
        ? new Date((minDate ?? firstMonth ?? new Date()).getFullYear() + YEARS_AHEAD, 11, 31)
        : undefined),
    [maxDate, minDate, firstMonth, captionLayout],
  );
  const keys = useOneMoveAtATime();

  return (
    // A wrapper that takes no box (display: contents): only its key and focus listeners matter.
    <div className="chw-calendar__keys" onKeyDownCapture={keys.onKeyDown} onFocusCapture={keys.onFocus}>
      <DayPicker
        className="chw-calendar"
        mode="single"
        required
        selected={selectedDate}
        // The day that was clicked, as a local-midnight Date: toYmd keeps it the same calendar day.
        onSelect={(_selected, day) => onSelect(toYmd(day))}
        defaultMonth={firstMonth}
        startMonth={minDate}
        endMonth={lastMonth}
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
    </div>
  );
}

/** How far ahead a calendar with month and year dropdowns but no max reaches (a licence lasts up to 10 years). */
const YEARS_AHEAD = 20;

/** The keys react-day-picker moves the focused day with. */
const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
/** How long a move may take to land before the next key is let through anyway (a move that cannot happen). */
const MOVE_TIMEOUT_MS = 150;
/**
 * Keys kept while a move lands. Four lost the fifth and sixth of six quick presses on a busy
 * machine (Firefox and WebKit: five days moved); sixteen keeps every press a person makes, and
 * still bounds a held key's repeats (about 30 a second) on a page that has stalled.
 */
const MAX_WAITING_KEYS = 16;

/**
 * One focus move at a time. react-day-picker moves the focus in an effect after the keydown has
 * rendered; a second key in the same frame (a burst repeat, keys queued while the page was busy)
 * started a second move before the first had landed, and in WebKit the two then took the focus from
 * each other for ever: focus bouncing between two days, 100 % CPU, the page frozen. Memoised props
 * were not enough (that held in Chromium only). Here a key that comes while a move is under way
 * waits and is replayed on the day the focus landed on, so no key press is lost either.
 */
function useOneMoveAtATime() {
  const moving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<globalThis.KeyboardEvent[]>([]);

  const landed = () => {
    clearTimeout(moving.current);
    moving.current = undefined;
    const next = waiting.current.shift();
    const target = document.activeElement;
    if (next && target) {
      target.dispatchEvent(
        new globalThis.KeyboardEvent('keydown', {
          key: next.key,
          code: next.code,
          shiftKey: next.shiftKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  };

  return {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      // Only on a day: the caption's month and year selects keep their own arrow keys.
      if (!MOVE_KEYS.has(event.key) || !(event.target as HTMLElement).classList.contains('rdp-day_button')) return;
      if (moving.current !== undefined) {
        event.preventDefault();
        event.stopPropagation();
        if (waiting.current.length < MAX_WAITING_KEYS) waiting.current.push(event.nativeEvent);
        return;
      }
      moving.current = setTimeout(landed, MOVE_TIMEOUT_MS);
    },
    onFocus: () => {
      // The day the move went to has the focus: the move landed.
      if (moving.current !== undefined) setTimeout(landed, 0);
    },
  };
}

/** range_start / range_middle / range_end: react-day-picker styles these names with its rdp-range_* classes. */
function rangeModifiers(start = '', end = ''): Record<string, Matcher | undefined> {
  const from = ymdToDate(start);
  const to = ymdToDate(end);
  if (!from) return {};
  if (!to || to < from) return { range_start: from };
  return { range_start: from, range_middle: { after: from, before: to }, range_end: to };
}
