import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import type { Checkin } from '../../api/checkin';
import { useSubmit } from '../../lib/useSubmit';
import { checkinMessages } from '../../messages/checkin';
import { apiErrorText } from '../apiErrorText';

/**
 * Check-in on the Manage my booking page: the page's own "Pay the difference" takes a change's
 * payment, and hears when check-in changed the booking (its total, a change waiting for payment).
 */
export interface WithinManage {
  onBookingChanged: () => void;
}

/** What every step is given: the state to show, and where the answers and a lost session go. */
export interface StepProps {
  checkin: Checkin;
  onState: (next: Checkin) => void;
  onSessionEnded: () => void;
  /** The step is saved (or skipped): show the next. */
  onNext: () => void;
  /** Given on the manage page (CheckinMount), absent on check-in's own page. */
  withinManage?: WithinManage;
}

/**
 * One step's sending: one at a time (useSubmit), the whole state that comes back handed on, the
 * server's own words for a refusal (a 400 names the field) in an alert that takes the focus, and
 * a 401 handed to the session's owner. `refuse(id)` moves the focus to the first field refused.
 */
export function useStepSave({ onState, onSessionEnded }: Pick<StepProps, 'onState' | 'onSessionEnded'>) {
  const [failure, setFailure] = useState('');
  const [refused, setRefused] = useState<{ id: string } | null>(null);
  const { busy, run, alert } = useSubmit(failure);
  useEffect(() => {
    if (refused) document.getElementById(refused.id)?.focus();
  }, [refused]);

  const save = (call: () => Promise<Checkin>, after?: (next: Checkin) => void) =>
    run(() => {
      setFailure('');
      return call().then(
        (next) => {
          onState(next);
          after?.(next);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.kind === 'unauthorized') onSessionEnded();
          else setFailure(error instanceof ApiError ? apiErrorText(error) : checkinMessages.checkinSaveFailed);
        },
      );
    });
  return { busy, alert, failure, save, refuse: (id: string) => setRefused({ id }) };
}
