import { signal } from '@preact/signals-react';

/** The loading overlay (spec §4): not persisted. */
export interface LoadingOverlay {
  visible: boolean;
  message: string;
  disableScroll: boolean;
}

const initialOverlay = (): LoadingOverlay => ({ visible: false, message: '', disableScroll: false });

export const loadingOverlay = signal<LoadingOverlay>(initialOverlay());

/**
 * Shows the overlay. With `disableScroll` the page scrolls to the top and the
 * body stops scrolling until `hideLoading`.
 */
export function showLoading(message = '', options: { disableScroll?: boolean } = {}): void {
  const disableScroll = options.disableScroll ?? false;
  loadingOverlay.value = { visible: true, message, disableScroll };
  if (disableScroll) {
    window.scrollTo({ top: 0 });
    document.body.classList.add('chw-scroll-locked');
    document.body.style.overflow = 'hidden';
  }
}

export function hideLoading(): void {
  if (loadingOverlay.value.disableScroll) {
    document.body.classList.remove('chw-scroll-locked');
    document.body.style.overflow = '';
  }
  loadingOverlay.value = initialOverlay();
}

/** Spec §9: a search's error dialog opens 300 ms after its loading overlay goes. */
const SEARCH_ERROR_DELAY_MS = 300;

/**
 * A search behind the loading overlay (spec §4, §9: the booking's, a deep link's and the
 * subscription's): the overlay, with `message`, stays up while `search` runs and, when it resolves
 * nothing, while the next page loads. When it resolves a failure, the overlay goes and `fail` gets
 * the failure SEARCH_ERROR_DELAY_MS later (the error dialog). Resolves the failure, if any.
 */
export async function runSearch<F>(
  message: string,
  search: () => Promise<F | undefined>,
  fail?: (failure: F) => void,
): Promise<F | undefined> {
  showLoading(message, { disableScroll: true });
  const failure = await search();
  if (failure) {
    hideLoading();
    if (fail) window.setTimeout(() => fail(failure), SEARCH_ERROR_DELAY_MS);
  }
  return failure;
}
