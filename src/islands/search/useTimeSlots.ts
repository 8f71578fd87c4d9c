import { useCallback, useRef, useState } from 'react';
import { getOperationHours } from '../../api/booking';
import type { OperationHourSlot } from '../../api/types';

/**
 * One location's opening-hour slots for one date. `load` refetches them and
 * then reports the time to show: `keep` when it is still open that day (a
 * stored search being edited), else the slot the server marked selected.
 * Only the latest request counts, so quick changes cannot mix days.
 */
export function useTimeSlots(onPicked: (time: string) => void) {
  const [slots, setSlots] = useState<OperationHourSlot[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const onPickedRef = useRef(onPicked);
  onPickedRef.current = onPicked;
  const load = useCallback((locationCode: string, date: string, keep = '') => {
    const request = ++latest.current;
    if (!locationCode) {
      setSlots([]);
      return;
    }
    getOperationHours({ location_code: locationCode, date: date || undefined, time: keep || undefined }).then(
      (list) => {
        if (request !== latest.current) return;
        const open = Array.isArray(list) ? list : [];
        setSlots(open);
        setFailed(false);
        const kept = keep && open.some((slot) => slot.time === keep && !slot.disabled) ? keep : '';
        onPickedRef.current(kept || (open.find((slot) => slot.selected && !slot.disabled)?.time ?? ''));
      },
      () => {
        if (request !== latest.current) return;
        setSlots([]);
        setFailed(true);
        onPickedRef.current('');
      },
    );
  }, []);

  return { slots, failed, load };
}
