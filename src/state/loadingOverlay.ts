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

/** Spec §9: a search's error dialog opens 300 ms after its loading overlay goes (both searches). */
export const SEARCH_ERROR_DELAY_MS = 300;
