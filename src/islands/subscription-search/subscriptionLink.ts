import { BRANCH_CODE, linkParams, type DroppedParam } from '../../lib/deepLinks';
import type { PaymentFrequency } from '../../api/types';

/**
 * The subscription search's deep link (`chw_pickup`, `chw_frequency`): the values in their
 * formats, the malformed ones dropped (read as lib/deepLinks linkParams reads every link: `&amp;`
 * undone, a sentence's punctuation at the end left out). The branch is checked against the list once it is in.
 */
export function parseSubscriptionLink(search: string): {
  pickup?: string;
  frequency?: PaymentFrequency;
  dropped: DroppedParam[];
} {
  const params = linkParams(search);
  const dropped: DroppedParam[] = [];
  const pickup = params.get('chw_pickup')?.trim().toUpperCase();
  const frequency = params.get('chw_frequency')?.trim().toLowerCase();
  if (pickup && !BRANCH_CODE.test(pickup))
    dropped.push({ param: 'chw_pickup', value: pickup, reason: 'not a branch code' });
  if (frequency && frequency !== 'weekly' && frequency !== 'fortnightly')
    dropped.push({ param: 'chw_frequency', value: frequency, reason: 'not weekly or fortnightly' });
  return {
    pickup: pickup && BRANCH_CODE.test(pickup) ? pickup : undefined,
    frequency: frequency === 'weekly' || frequency === 'fortnightly' ? frequency : undefined,
    dropped,
  };
}
