/**
 * The page's Google Tag Manager `dataLayer` (created when the page has no tag manager), and GA4's
 * e-commerce convention on it: `{ ecommerce: null }` before each e-commerce event, so a tag never
 * reads the previous event's items.
 */
import { inStorage } from './webStorage';

/** One dataLayer entry. */
export type DataLayerEntry = Record<string, unknown>;

/** Pushes entries to `window.dataLayer`. */
export function pushToDataLayer(...entries: DataLayerEntry[]): void {
  const host = window as unknown as { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  const layer = host.dataLayer as DataLayerEntry[];
  for (const entry of entries) layer.push(entry);
}

/** A GA4 e-commerce event (`view_item_list`, `select_item`, `add_to_cart`, `purchase`…): clears, then pushes. */
export function pushEcommerce(event: string, ecommerce: DataLayerEntry): void {
  pushToDataLayer({ ecommerce: null }, { event, ecommerce });
}

/**
 * A finished booking or subscription (spec §2): the spec's `bookingComplete` event with its
 * fields, then GA4's `purchase` through {@link pushEcommerce}, so the old e-commerce object is
 * cleared first. The one place a purchase is pushed.
 */
export function pushPurchase(bookingComplete: DataLayerEntry, purchase: DataLayerEntry): void {
  pushToDataLayer({ event: 'bookingComplete', ...bookingComplete });
  pushEcommerce('purchase', purchase);
}

/** Where the references already reported as purchases are kept (this browser, the last 50). */
const REPORTED_KEY = 'chw_reported';
const REPORTED_MAX = 50;

function reportedList(): string[] {
  const list: unknown = inStorage(
    'localStorage',
    (storage) => JSON.parse(storage.getItem(REPORTED_KEY) ?? '[]') as unknown,
    [],
  );
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** References reported on this page, for a browser whose storage does not work. */
const reportedHere = new Set<string>();

/**
 * Runs `report` once per `key` in this browser (a reservation number: a reload or a second visit
 * of the confirmation page never counts a purchase twice). Returns whether it ran.
 */
export function reportOnce(key: string, report: () => void): boolean {
  if (!key || reportedHere.has(key) || reportedList().includes(key)) return false;
  reportedHere.add(key);
  // Without storage this page still reports it once (reportedHere).
  const list = JSON.stringify([...reportedList(), key].slice(-REPORTED_MAX));
  inStorage('localStorage', (storage) => storage.setItem(REPORTED_KEY, list), undefined);
  report();
  return true;
}
