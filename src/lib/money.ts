import type { HostCurrency } from './hostEvents';

/**
 * The one currency of every price, analytics push and host event. Its literal type is
 * hostEvents.ts's, which chw-events.d.ts publishes as a file of its own.
 */
export const CURRENCY: HostCurrency = 'AUD';

const formatter = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1234.5` → `$1,234.50`; negatives `-$12.00` (spec §2 Cost Breakdown). */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  // Round half away from zero in cents first, so -0.004 shows as $0.00, not -$0.00.
  const cents = Math.round(Math.abs(amount) * 100);
  const text = `$${formatter.format(cents / 100)}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}
