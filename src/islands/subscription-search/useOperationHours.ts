import { useEffect, useState } from 'react';
import { getOperationHours } from '../../api/booking';
import type { OperationHourSlot } from '../../api/types';

/**
 * Pickup time slots (spec §7 GET /operation-hours): no parameters on load, then
 * refetched with the date and location code when they change. A late answer to
 * an older request is ignored.
 */
export function useOperationHours(date: string, locationCode: string): { slots: OperationHourSlot[]; failed: boolean } {
  const [slots, setSlots] = useState<OperationHourSlot[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const query = { ...(date ? { date } : {}), ...(locationCode ? { location_code: locationCode } : {}) };
    getOperationHours(query).then(
      (list) => {
        if (!live) return;
        setSlots(Array.isArray(list) ? list : []);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [date, locationCode]);
  return { slots, failed };
}
