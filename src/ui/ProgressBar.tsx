import clsx from 'clsx';
import { bookingMessages } from '../messages/booking';
import './ProgressBar.css';

/** The booking steps' progress bar; `current` is 1-based. */
export function ProgressBar({ steps, current }: { steps: string[]; current: number }) {
  return (
    <nav className="chw-progress" aria-label={bookingMessages.bookingProgress}>
      <ol className="chw-progress__list">
        {steps.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={clsx('chw-progress__step', `chw-progress__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="chw-progress__number" aria-hidden="true">
                {step}
              </span>
              <span className="chw-progress__label">
                {label}
                {state === 'done' && <span className="chw-visually-hidden"> {bookingMessages.stepCompleted}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
