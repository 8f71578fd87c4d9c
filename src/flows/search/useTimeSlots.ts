import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/useLatest';
import { getOperationHours } from '../../api/booking';
import type { OperationHourSlot } from '../../api/types';

/**
 * One location's opening-hour slots for one date. `load` refetches them and
 * then reports the time to show: `keep` when it is still open that day (a
 * stored search being edited), else the slot the server marked selected.
 * A new load aborts the one before, so quick changes cannot mix days. `loading` is true while
 * the slots of the latest load are on their way.
 */
export function useTimeSlots(onPicked: (time: string) => void) {
  const [slots, setSlots] = useState<OperationHourSlot[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const onPickedRef = useLatest(onPicked);
  useEffect(() => () => inFlight.current?.abort(), []);
  const load = useCallback(
    (locationCode: string, date: string, keep = '') => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const { signal } = controller;
      if (!locationCode) {
        setSlots([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      getOperationHours({ location_code: locationCode, date: date || undefined, time: keep || undefined }, signal).then(
        (list) => {
          if (signal.aborted) return;
          const open = Array.isArray(list) ? list : [];
          setSlots(open);
          setFailed(false);
          setLoading(false);
          const kept = keep && open.some((slot) => slot.time === keep && !slot.disabled) ? keep : '';
          onPickedRef.current(kept || (open.find((slot) => slot.selected && !slot.disabled)?.time ?? ''));
        },
        () => {
          if (signal.aborted) return;
          setSlots([]);
          setFailed(true);
          setLoading(false);
          onPickedRef.current('');
        },
      );
    },
    [onPickedRef],
  );

  return { slots, failed, loading, load };
}
