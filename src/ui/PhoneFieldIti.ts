/**
 * The lazily loaded half of PhoneField: intl-tel-input (core, no utils) and its
 * CSS. The validation utils (~58 KB gzip) are a further chunk, fetched only by
 * `loadPhoneUtils()`, i.e. only for fields that report validity.
 */
import intlTelInput, { type Iso2, type Iti } from 'intl-tel-input';
import 'intl-tel-input/styles';
import { fieldMessages } from '../messages/fields';
import './PhoneFieldIti.css';

export type { Iti };

export interface PhoneInputOptions {
  country: string;
  /** false for digits-only fields, whose value we clean ourselves */
  formatAsYouType: boolean;
}

/** Whether `code` is a country intl-tel-input knows (its ISO2 list). */
function isIso2(code: string): code is Iso2 {
  return intlTelInput.getAllCountries().some((country) => country.iso2 === code);
}

/**
 * Enhances a tel input in place (spec §9): initial country from `country` (au,
 * +61 by default), us and gb first, a searchable list, a full-screen popup at
 * 500 px or less (the library's AUTO mode uses exactly that width), the dial
 * code shown beside the flag. The library's own timings (search debounce 100 ms,
 * type-ahead reset 1 s) are kept.
 */
export function createPhoneInput(input: HTMLInputElement, { country, formatAsYouType }: PhoneInputOptions): Iti {
  // Inside our modal Dialog (aria-modal), a popup mounted on <body> would be outside the
  // modal for assistive technology and clipped by its scrolling body: mount it in the dialog.
  const modal = input.closest<HTMLElement>('[aria-modal="true"]');
  const iti = intlTelInput(input, {
    initialCountry: isIso2(country) ? country : 'au',
    countryOrder: ['us', 'gb'],
    countrySearch: true,
    countrySelectorMode: 'AUTO',
    separateDialCode: true,
    formatAsYouType,
    dropdownParent: modal,
    fullscreenParent: modal,
    // The list detached on <body> (full screen on phones) is an island root of its own:
    // theme.css resets it against the host theme by this class.
    containerClass: 'chw-iti-popup',
    uiTranslations: {
      // The name starts with the visible "+61": axe label-content-name-mismatch (WCAG 2.5.3) flags the default
      // "Change country for phone number, currently selected Australia (+61)".
      selectedCountryAriaLabel: fieldMessages.phoneCountryButton('${dialCode}', '${countryName}'),
    },
  });
  // The list opens in an unnamed role="dialog" (axe aria-dialog-name). It is only in the document
  // while open when detached (modal, full screen), so it is named as it opens.
  input.addEventListener('open:countryselector', () => {
    const button = input.closest('.iti')?.querySelector('[aria-controls]');
    const selector = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    selector?.setAttribute('aria-label', fieldMessages.phoneCountryDialog);
  });
  return iti;
}

/** Selects `country` when intl-tel-input knows it (a bad prop never throws). */
export function selectCountry(iti: Iti, country: string): void {
  if (isIso2(country)) iti.setSelectedCountry(country);
}

let utils: Promise<unknown> | undefined;

/** Fetches and attaches the validation utils once, for every instance. */
export function loadPhoneUtils(): Promise<unknown> {
  if (intlTelInput.utils) return Promise.resolve();
  utils ??= intlTelInput
    .attachUtils(() => import('intl-tel-input/utils'))
    .catch((error: unknown) => {
      utils = undefined;
      throw error;
    });
  return utils;
}

/** true/false once the utils are loaded; null before that or for an empty number. */
export function phoneValidity(iti: Iti, input: HTMLInputElement): boolean | null {
  if (!intlTelInput.utils || !iti.isActive() || input.value.trim() === '') return null;
  return iti.isValidNumber();
}
