/**
 * A phone number field with a country dropdown (intl-tel-input), loaded when first needed.
 *
 * ```tsx
 * <PhoneField id="mobile" label="Contact Number*" value={mobile} onChange={setMobile}
 *   onCountryChange={(_iso2, dialCode) => setDialCode(dialCode)} error={errors.mobile} required />
 * ```
 * `value` is the local number as the user sees it; the dial code comes separately through
 * `onCountryChange` (also called once when the dropdown is ready: `('au', '61')` by default).
 * A plain labelled `<input type="tel">` renders at once and works on its own, beside a real
 * country button showing Australia (+61) with the library's look and accessible name. intl-tel-input
 * is fetched on the first interaction with the field (focus, pointer, key) or when the browser is
 * idle after the page has loaded, whichever comes first, and enhances that same input in place
 * (value, caret and focus kept); a click or arrow key on the country button opens its searchable
 * list as soon as it arrives. Digits typed meanwhile go through the same cleaning. Its validation
 * utils are a further chunk, fetched only when `onValidityChange` is given and the user first
 * focuses the field (or it starts with a number).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyOnce } from '../lib/lazyOnce';
import { digitsWithoutLeadingZeros } from '../lib/validation';
import { fieldMessages } from '../messages/fields';
import type * as PhoneInput from './PhoneFieldIti';
import './theme.css';
import './PhoneField.css';
import { FieldError } from './FieldError';

export interface PhoneFieldProps {
  id: string;
  label: string;
  /** the local number as typed (what the user sees) */
  value: string;
  onChange: (value: string) => void;
  /** ISO2 country, default 'au' */
  country?: string;
  /** called with the ISO2 code and the dial code digits, e.g. ('au', '61') — also once on init */
  onCountryChange?: (iso2: string, dialCode: string) => void;
  placeholder?: string;
  error?: string;
  required?: boolean;
  /** strip non-digits and leading zeros as the user types (phone-booking form, spec §5) */
  digitsOnly?: boolean;
  /** optional: report validity using intl-tel-input's utils (loaded lazily) */
  onValidityChange?: (valid: boolean | null) => void;
}

type PhoneInputModule = typeof PhoneInput;

/**
 * intl-tel-input's chunk, fetched once for every field; a failed fetch is retried by the next
 * interaction or field. A property, so unit tests can hold it back to type before it arrives.
 */
export const phoneInputChunk = { load: lazyOnce<PhoneInputModule>(() => import('./PhoneFieldIti')) };

/** The country the field shows before intl-tel-input arrives (its default, spec §9). */
const FIRST_PAINT_COUNTRY = { iso2: 'au', dialCode: '61', name: 'Australia' };
/** intl-tel-input's own gap between its country button and the number (LAYOUT.INPUT_PADDING_EXTRA_LEFT). */
const INPUT_PADDING_EXTRA = 6;

/** Runs `task` once the page has loaded and the browser is idle. Returns a cancel function. */
function whenIdleAfterLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** A labelled tel input enhanced with intl-tel-input's country selector. */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  country = 'au',
  onCountryChange,
  placeholder,
  error,
  required,
  digitsOnly,
  onValidityChange,
}: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLDivElement>(null);
  const stand = useRef<HTMLButtonElement>(null);
  // The stand-in country button (Australia, +61) until intl-tel-input is on the field; another
  // initial country is only known to the library, so that field loads it at once.
  const [standIn, setStandIn] = useState(country === FIRST_PAINT_COUNTRY.iso2);
  // Set by the stand-in: open the list once the library is there; `pressing` while a pointer is
  // down on it (the stand-in stays until its click, so the click is not lost).
  const intent = useRef({
    open: false,
    pressing: false,
    enhance: () => undefined as void,
    ready: false,
    finish: () => undefined as void,
  });
  const iti = useRef<PhoneInput.Iti | null>(null);
  const lib = useRef<PhoneInputModule | null>(null);
  // Callbacks in refs (react-stripe-js style): the instance is created once and always calls the latest ones.
  const latest = useRef({ onChange, onCountryChange, onValidityChange, digitsOnly, country });
  useLayoutEffect(() => {
    latest.current = { onChange, onCountryChange, onValidityChange, digitsOnly, country };
  });
  const lastValidity = useRef<boolean | null | undefined>(undefined);
  const errorId = `${id}-error`;

  // Stable: they read everything through refs, so the effects below are set up once.
  const reportValidity = useCallback(() => {
    const report = latest.current.onValidityChange;
    if (!report || !iti.current || !lib.current || !input.current) return;
    const valid = lib.current.phoneValidity(iti.current, input.current);
    if (valid === lastValidity.current) return;
    lastValidity.current = valid;
    report(valid);
  }, []);

  const loadUtils = useCallback(() => {
    if (!latest.current.onValidityChange || !lib.current) return;
    lib.current.loadPhoneUtils().then(reportValidity, () => {
      // Without the utils the field still works; validity stays unknown (null).
    });
  }, [reportValidity]);

  // The parent's value wins when it differs from what is shown (restored state, a reset).
  useLayoutEffect(() => {
    const el = input.current;
    if (el && el.value !== value) {
      el.value = value;
      reportValidity();
    }
  }, [value, reportValidity]);

  // Listened on the wrapper (bubbling), so it runs after intl-tel-input's own input handler on the
  // field and sees the value it leaves; intl-tel-input also fires a synthetic `input` on country change.
  // A layout effect: listening from the first paint (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    const el = input.current;
    const wrapper = box.current;
    if (!el || !wrapper) return;
    const onInput = (event: Event) => {
      if (event.target !== el) return; // the country search box bubbles here too
      let text = el.value;
      if (latest.current.digitsOnly) {
        const clean = digitsWithoutLeadingZeros(text);
        if (clean !== text) el.value = text = clean;
      }
      latest.current.onChange(text);
      reportValidity();
    };
    wrapper.addEventListener('input', onInput);
    return () => wrapper.removeEventListener('input', onInput);
  }, [reportValidity]);

  // The number starts where intl-tel-input will start it: after the stand-in button.
  useLayoutEffect(() => {
    const el = input.current;
    const width = stand.current?.offsetWidth;
    if (el && width && !iti.current) el.style.paddingLeft = `${width + INPUT_PADDING_EXTRA}px`;
  }, []);

  // Create on first interaction or idle, destroy on unmount (react-stripe-js createElementComponent pattern).
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const el = input.current;
    const area = control.current;
    const onCountry = () => {
      const selected = iti.current?.getSelectedCountry();
      if (selected) latest.current.onCountryChange?.(selected.iso2, selected.dialCode);
      reportValidity();
    };
    /** The library's own country button (once enhanced). */
    const realButton = () =>
      el?.closest('.iti')?.querySelector<HTMLButtonElement>('button.iti__selected-country') ?? null;
    // Hands over from the stand-in: removes it, then opens the list or moves focus to the real button.
    const finish = () => {
      const state = intent.current;
      if (!state.ready || state.pressing) return;
      const hadFocus = document.activeElement === stand.current;
      setStandIn(false);
      const button = realButton();
      if (state.open) {
        state.open = false;
        button?.click();
      } else if (hadFocus) button?.focus();
    };
    const enhance = () => {
      if (started || cancelled) return;
      started = true;
      phoneInputChunk.load().then(
        (module) => {
          if (cancelled || !el || iti.current) return;
          lib.current = module;
          // Moving the input into the library's wrapper blurs it, and the library rewrites a number it
          // finds there (it drops a trunk 0): keep what the renter typed, the focus and the caret.
          const focused = document.activeElement === el;
          const [typed, start, end] = [el.value, el.selectionStart, el.selectionEnd];
          iti.current = module.createPhoneInput(el, {
            country: latest.current.country,
            formatAsYouType: !latest.current.digitsOnly,
          });
          if (el.value !== typed) el.value = typed;
          if (focused && document.activeElement !== el) el.focus({ preventScroll: true });
          if (focused && start !== null && end !== null) el.setSelectionRange(start, end);
          el.addEventListener('countrychange', onCountry);
          onCountry();
          if (el.value || document.activeElement === el) loadUtils();
          intent.current.ready = true;
          finish();
        },
        () => {
          // Offline or a stale deploy: the plain tel input keeps working; the next interaction retries.
          started = false;
        },
      );
    };
    intent.current.enhance = enhance;
    intent.current.finish = finish;
    if (latest.current.country !== FIRST_PAINT_COUNTRY.iso2) {
      enhance();
    }
    const interactions = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const type of interactions) area?.addEventListener(type, enhance);
    const cancelIdle = whenIdleAfterLoad(enhance);
    return () => {
      cancelled = true;
      cancelIdle();
      for (const type of interactions) area?.removeEventListener(type, enhance);
      el?.removeEventListener('countrychange', onCountry);
      try {
        iti.current?.destroy();
      } catch {
        // Already torn down with the DOM; nothing left to release.
      }
      iti.current = null;
    };
  }, [reportValidity, loadUtils]);

  // A new `country` prop selects that country (the library fires countrychange → onCountryChange).
  useEffect(() => {
    if (iti.current && lib.current && iti.current.getSelectedCountry()?.iso2 !== country)
      lib.current.selectCountry(iti.current, country);
  }, [country]);

  return (
    <div className="chw-field chw-phone">
      <label htmlFor={id} className="chw-label">
        {label}
      </label>
      <div ref={control} className="chw-phone__control">
        {/* Before the field, as the library puts its button: the same tab order. */}
        {standIn ? (
          <div className="iti__country-container chw-phone__stand-in">
            <button
              ref={stand}
              type="button"
              className="iti__selected-country"
              aria-expanded="false"
              aria-haspopup="dialog"
              aria-label={fieldMessages.phoneCountryButton(
                `+${FIRST_PAINT_COUNTRY.dialCode}`,
                FIRST_PAINT_COUNTRY.name,
              )}
              onPointerDown={(event) => {
                if (event.button === 0) intent.current.pressing = true;
              }}
              onPointerCancel={() => {
                intent.current.pressing = false;
                intent.current.finish();
              }}
              onClick={() => {
                Object.assign(intent.current, { open: true, pressing: false });
                intent.current.enhance();
                intent.current.finish();
              }}
              onKeyDown={(event) => {
                // The library opens its list on ArrowUp/ArrowDown too (Enter and Space click).
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                event.preventDefault();
                intent.current.open = true;
                intent.current.enhance();
                intent.current.finish();
              }}
            >
              <div className="iti__selected-country-primary">
                <div className={`iti__flag iti__${FIRST_PAINT_COUNTRY.iso2}`} />
                <div className="iti__arrow" aria-hidden="true" />
              </div>
              <div className="iti__selected-dial-code">+{FIRST_PAINT_COUNTRY.dialCode}</div>
            </button>
          </div>
        ) : null}
        <div ref={box} className="chw-phone__box">
          <input
            ref={input}
            id={id}
            type="tel"
            className="chw-input chw-phone__input"
            defaultValue={value}
            autoComplete="tel-national"
            inputMode={digitsOnly ? 'numeric' : 'tel'}
            placeholder={placeholder}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onFocus={loadUtils}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
