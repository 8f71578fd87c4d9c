import { useState } from 'react';

/**
 * What a dialog is about: `subject` while it is open, the last one while it fades out (null before
 * the first). A new subject calls `start` while rendering (React's pattern for state that follows a
 * prop), so the dialog's form starts afresh.
 */
export function useDialogSubject<T>(subject: T | null, start: (subject: T) => void): T | null {
  const [shown, setShown] = useState<T | null>(null);
  if (subject !== null && subject !== shown) {
    setShown(subject);
    start(subject);
  }
  return subject ?? shown;
}
