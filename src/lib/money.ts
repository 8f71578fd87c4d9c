import type { HostCurrency } from './hostEvents';

/**
 * The one currency of every price, analytics push and host event. Its literal type is
 * hostEvents.ts's, which chw-events.d.ts publishes as a file of its own.
 */
export const CURRENCY: HostCurrency = 'AUD';

/** `1234.5` → `$1,234.50`; negatives `-$12.00` (spec §2 Cost Breakdown): the emails' format too. */
export { formatMoney } from './stepWords.mjs';
