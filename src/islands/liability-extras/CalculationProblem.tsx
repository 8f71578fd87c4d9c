import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client';
import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { Alert } from '../../ui/Alert';

/**
 * Why the total could not be worked out, shown beside what the renter changed: spec §8's words,
 * and under them the server's reason when it refused the choice itself (a 400 or 422 such as "You
 * can add at most 3 × Baby Seat."). Brought into view when it appears; the focus stays where it was.
 */
export function CalculationProblem({ error }: { error: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const reason = error instanceof ApiError && error.kind === 'invalid' ? error.serverMessage : '';
  return (
    <div ref={box} className="chw-liability__problem">
      <Alert tone="error">
        {liabilityExtrasMessages.calculateFailed}
        {reason && <span className="chw-liability__problem-reason">{reason}</span>}
      </Alert>
    </div>
  );
}
