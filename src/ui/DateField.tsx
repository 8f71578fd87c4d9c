import { branchToday } from '../config';
import { useLatest } from '../lib/useLatest';
import { WIDE_MIN_WIDTH } from '../rules.generated';
/**
 * A date field whose calendar loads on first open.
 *
 * ```tsx
 * <DateField id="pickup-date" label="Pick up date" value={pickupDate} onChange={setPickupDate}
 *   min={branchToday()} display="short" rangeStart={pickupDate} rangeEnd={returnDate} />
 * ```
 * Values are `yyyy-mm-dd` text ('' when empty); the field shows dd/mm/yyyy (or dd/mm/yy with
 * `display="short"`). The input is read-only, so a date can only be picked from the calendar,
 * unless `typeable` is given (birth date): then the caller owns the typed text and validates it.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { displayToYmd, ymdToDisplay, ymdToShortDisplay } from '../lib/dates';
import { sharedMessages } from '../messages/shared';
import { useOutsidePress } from './useOutsidePress';
import { loadCalendar, type CalendarModule } from './calendar/loadCalendar';
import { useMediaQuery } from './calendar/useMediaQuery';
import './theme.css';
import './DateField.css';
import { FieldError } from './FieldError';

export interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-mm-dd or '' */
  value: string;
  onChange: (value: string) => void;
  /** earliest / latest selectable, yyyy-mm-dd */
  min?: string;
  max?: string;
  /** 'short' shows dd/mm/yy (booking search), 'long' dd/mm/yyyy (default) */
  display?: 'short' | 'long';
  placeholder?: string;
  error?: string;
  required?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
  /** highlight the days between, with start and end marked (search form) */
  rangeStart?: string;
  rangeEnd?: string;
  /** the day the calendar marks "today" (yyyy-mm-dd): the branch's; default the configured zone's */
  today?: string;
  /** month to open on when value is '' (yyyy-mm-dd) */
  defaultMonth?: string;
  /** month/year dropdowns in the caption (birthday, licence expiry) */
  captionLayout?: 'label' | 'dropdown';
  /** 1 or 2; default: 1 below WIDE_MIN_WIDTH (src/rules.json) of viewport width, else 2 */
  numberOfMonths?: number;
  /** Typeable mode (birth date): the input is editable and shows `text` (dd/mm/yyyy);
      picking a day calls onTextChange('dd/mm/yyyy') and onChange(ymd). */
  typeable?: { text: string; onTextChange(text: string): void };
}

/** Spec §2/§9: one month below 768 px (WIDE_MIN_WIDTH), two from there up. */
const WIDE = `(min-width: ${WIDE_MIN_WIDTH}px)`;
const EDGE = 8;

/** A labelled date input that opens a react-day-picker calendar in a popover. */
export function DateField(props: DateFieldProps) {
  const {
    id,
    label,
    value,
    onChange,
    min,
    max,
    display = 'long',
    placeholder,
    error,
    required,
    hideLabel,
    disabled,
    typeable,
  } = props;
  const [open, setOpen] = useState(false);
  const [calendar, setCalendar] = useState<CalendarModule | null>(null);
  const [failed, setFailed] = useState(false);
  const wide = useMediaQuery(WIDE, open);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const onChangeRef = useLatest(onChange);
  const popoverId = useId();
  const errorId = `${id}-error`;

  const shown = typeable ? typeable.text : display === 'short' ? ymdToShortDisplay(value) : ymdToDisplay(value);
  const openOn = (typeable && displayToYmd(typeable.text)) || value || props.defaultMonth || min || branchToday();

  const load = () => {
    if (calendar) return;
    loadCalendar().then(
      (module) => {
        setCalendar(module);
        setFailed(false);
      },
      () => setFailed(true),
    );
  };

  const show = () => {
    if (disabled) return;
    setFailed(false);
    load();
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) input.current?.focus();
  };

  const choose = (ymd: string) => {
    typeable?.onTextChange(ymdToDisplay(ymd));
    onChangeRef.current(ymd);
    close(true);
  };

  // A press anywhere outside closes it (focus stays where the user put it).
  useOutsidePress(wrapper, open, () => setOpen(false));

  // Keep the popover inside the viewport: shift it left, or open it upwards when there is no room below.
  useLayoutEffect(() => {
    const panel = popover.current;
    if (!open || !panel || window.innerWidth <= 500) return;
    panel.style.left = '';
    panel.classList.remove('chw-datefield__popover--above');
    const rect = panel.getBoundingClientRect();
    const overflow = rect.right - (window.innerWidth - EDGE);
    if (overflow > 0) panel.style.left = `${-Math.min(overflow, rect.left - EDGE)}px`;
    const field = input.current?.getBoundingClientRect();
    if (field && rect.bottom > window.innerHeight && field.top - rect.height > 0)
      panel.classList.add('chw-datefield__popover--above');
  }, [open, calendar, wide, props.numberOfMonths]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Typeable: keys type; Alt+ArrowDown (the usual "open the picker" key) still opens it.
    const opens = typeable
      ? event.key === 'ArrowDown' && event.altKey
      : event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown';
    if (opens) {
      event.preventDefault();
      show();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here, so an enclosing Dialog stays open.
    event.stopPropagation();
    event.preventDefault();
    close(true);
  };

  // Tabbing out of the field closes the calendar; a null relatedTarget (window blur) does not.
  // A native focusout listener: Preact's onBlur is the non-bubbling blur event.
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!open || !element) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(false);
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, [open]);

  const buttonName = [sharedMessages.chooseDate, label, ymdToDisplay(typeable ? displayToYmd(typeable.text) : value)]
    .filter(Boolean)
    .join(', ');

  return (
    <div className={clsx('chw-field chw-datefield', disabled && 'chw-datefield--disabled')}>
      <label htmlFor={id} className={clsx('chw-label', hideLabel && 'chw-visually-hidden')}>
        {label}
      </label>
      <div ref={wrapper} className="chw-datefield__control">
        <input
          ref={input}
          id={id}
          type="text"
          className="chw-input chw-datefield__input"
          value={shown}
          readOnly={!typeable}
          inputMode={typeable ? 'numeric' : undefined}
          autoComplete={typeable ? 'bday' : 'off'}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-haspopup="dialog"
          onChange={typeable ? (event) => typeable.onTextChange(event.currentTarget.value) : undefined}
          onClick={typeable ? undefined : show}
          onKeyDown={onInputKeyDown}
          onFocus={load}
          onPointerEnter={load}
        />
        <button
          type="button"
          className="chw-datefield__button"
          aria-label={buttonName}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          disabled={disabled}
          onClick={() => (open ? close(true) : show())}
          onPointerEnter={load}
        >
          <CalendarIcon />
        </button>
        {open && (
          <div
            ref={popover}
            id={popoverId}
            className="chw-datefield__popover"
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onPopoverKeyDown}
          >
            {calendar ? (
              <calendar.Calendar
                selected={(typeable && displayToYmd(typeable.text)) || value}
                month={openOn}
                min={min}
                max={max}
                today={props.today ?? branchToday()}
                numberOfMonths={props.numberOfMonths ?? (wide ? 2 : 1)}
                rangeStart={props.rangeStart}
                rangeEnd={props.rangeEnd}
                captionLayout={props.captionLayout}
                onSelect={choose}
              />
            ) : (
              <p className="chw-datefield__status" role="status">
                {failed ? sharedMessages.calendarFailed : sharedMessages.loading}
              </p>
            )}
            <div className="chw-datefield__footer">
              <button type="button" className="chw-link" onClick={() => close(true)}>
                {sharedMessages.close}
              </button>
            </div>
          </div>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
