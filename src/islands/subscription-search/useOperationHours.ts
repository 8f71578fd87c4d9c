import { getOperationHours } from '../../api/booking';
import type { OperationHourSlot } from '../../api/types';
import { useRequest } from '../../lib/useRequest';

/**
 * Pickup time slots (spec §7 GET /operation-hours): no parameters on load, then
 * refetched with the date and location code when they change. A late answer to
 * an older request is dropped (useRequest aborts it).
 */
export function useOperationHours(date: string, locationCode: string): { slots: OperationHourSlot[]; failed: boolean } {
  const query = { ...(date ? { date } : {}), ...(locationCode ? { location_code: locationCode } : {}) };
  const { data, failed } = useRequest(`${date}|${locationCode}`, (signal) => getOperationHours(query, signal));
  return { slots: Array.isArray(data) ? data : EMPTY, failed };
}

/** One empty list, so a component's effect on `slots` does not run at every render. */
const EMPTY: OperationHourSlot[] = [];
