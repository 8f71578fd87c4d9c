/**
 * A phone number field with a country dropdown (intl-tel-input), loaded after the page.
 *
 * ```tsx
 * <PhoneField id="mobile" label="Contact Number*" value={mobile} onChange={setMobile}
 *   onCountryChange={(_iso2, dialCode) => setDialCode(dialCode)} error={errors.mobile} required />
 * ```
 * `value` is the local number as the user sees it; the dial code comes separately through
 * `onCountryChange` (also called once when the dropdown is ready: `('au', '61')` by default).
 * A plain labelled `<input type="tel">` renders at once and works on its own; intl-tel-input is
 * fetched in an effect and enhances that same input in place (value and focus kept). Its
 * validation utils are a further chunk, fetched only when `onValidityChange` is given and the
 * user first focuses the field (or it starts with a number).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { digitsWithoutLeadingZeros } from '../lib/validation';
import type * as PhoneInput from './PhoneFieldIti';
import './theme.css';
import './PhoneField.css';

export interface PhoneFieldProps {
  id: string;
  label: string;
  /** the local number as typed (what the user sees) */
  value: string;
  onChange(value: string): void;
  /** ISO2 country, default 'au' */
  country?: string;
  /** called with the ISO2 code and the dial code digits, e.g. ('au', '61') — also once on init */
  onCountryChange?(iso2: string, dialCode: string): void;
  placeholder?: string;
  error?: string;
  required?: boolean;
  /** strip non-digits and leading zeros as the user types (phone-booking form, spec §5) */
  digitsOnly?: boolean;
  /** optional: report validity using intl-tel-input's utils (loaded lazily) */
  onValidityChange?(valid: boolean | null): void;
}

type PhoneInputModule = typeof PhoneInput;

let pending: Promise<PhoneInputModule> | undefined;

/** intl-tel-input's chunk, shared by every field; a failed fetch can be retried by the next field. */
function loadPhoneInput(): Promise<PhoneInputModule> {
  pending ??= import('./PhoneFieldIti').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** A labelled tel input enhanced with intl-tel-input's country selector. */
export function PhoneField({ id, label, value, onChange, country = 'au', onCountryChange, placeholder, error, required, digitsOnly, onValidityChange }: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const iti = useRef<PhoneInput.Iti | null>(null);
  const lib = useRef<PhoneInputModule | null>(null);
  // Callbacks in refs (react-stripe-js style): the instance is created once and always calls the latest ones.
  const latest = useRef({ onChange, onCountryChange, onValidityChange, digitsOnly, country });
  latest.current = { onChange, onCountryChange, onValidityChange, digitsOnly, country };
  const lastValidity = useRef<boolean | null | undefined>(undefined);
  const errorId = `${id}-error`;

  const reportValidity = () => {
    const report = latest.current.onValidityChange;
    if (!report || !iti.current || !lib.current || !input.current) return;
    const valid = lib.current.phoneValidity(iti.current, input.current);
    if (valid === lastValidity.current) return;
    lastValidity.current = valid;
    report(valid);
  };

  const loadUtils = () => {
    if (!latest.current.onValidityChange || !lib.current) return;
    lib.current.loadPhoneUtils().then(reportValidity, () => {
      // Without the utils the field still works; validity stays unknown (null).
    });
  };

  // The parent's value wins when it differs from what is shown (restored state, a reset).
  useLayoutEffect(() => {
    const el = input.current;
    if (el && el.value !== value) {
      el.value = value;
      reportValidity();
    }
  }, [value]);

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
    // Once: reportValidity and the callbacks are read through refs.
  }, []);

  // Create once, destroy on unmount (react-stripe-js createElementComponent pattern).
  useEffect(() => {
    let cancelled = false;
    const el = input.current;
    const onCountry = () => {
      const selected = iti.current?.getSelectedCountry();
      if (selected) latest.current.onCountryChange?.(selected.iso2, selected.dialCode);
      reportValidity();
    };
    loadPhoneInput().then(
      (module) => {
        if (cancelled || !el || iti.current) return;
        lib.current = module;
        iti.current = module.createPhoneInput(el, { country: latest.current.country, formatAsYouType: !latest.current.digitsOnly });
        el.addEventListener('countrychange', onCountry);
        onCountry();
        if (el.value || document.activeElement === el) loadUtils();
      },
      () => {
        // Offline or a stale deploy: the plain tel input keeps working.
      },
    );
    return () => {
      cancelled = true;
      el?.removeEventListener('countrychange', onCountry);
      try {
        iti.current?.destroy();
      } catch {
        // Already torn down with the DOM; nothing left to release.
      }
      iti.current = null;
    };
  }, []);

  // A new `country` prop selects that country (the library fires countrychange → onCountryChange).
  useEffect(() => {
    if (iti.current && lib.current && iti.current.getSelectedCountry()?.iso2 !== country) lib.current.selectCountry(iti.current, country);
  }, [country]);

  return (
    <div className="chw-field chw-phone">
      <label htmlFor={id} className="chw-label">
        {label}
      </label>
      <div ref={box} className="chw-phone__control">
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
      {error && (
        <span id={errorId} className="chw-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
