import { useRef, useState } from 'react';
import { useReveal } from './useReveal';

/**
 * One submission at a time, for a form or a button that sends something: a double click or a
 * second Enter does nothing while the first is on its way.
 *
 * `run(start)` calls `start` unless a submission is running. `start` checks what it must first
 * (the form's rules, say) and returns nothing when there is nothing to send, else the sending's
 * promise: `busy` from then until it settles, or for good when it resolves `true` (the page is
 * leaving, or the form is done). The sending shows its own failure; `alert` is the ref of that
 * failure's alert, put in view with focus on it whenever `failure` becomes or changes to a truthy
 * value (useReveal).
 */
export function useSubmit(failure?: unknown) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const alert = useReveal(failure);

  const run = async (start: () => Promise<boolean | void> | undefined): Promise<void> => {
    if (running.current) return;
    const sending = start();
    if (!sending) return;
    running.current = true;
    setBusy(true);
    let done = false;
    try {
      done = (await sending) === true;
    } finally {
      if (!done) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return { busy, run, alert };
}
