import { useEffect, useRef, useState } from 'react';
import type { Checkin, CheckinStepName } from '../../api/checkin';
import { checkinMessages } from '../../messages/checkin';
import { AgreementStep } from './AgreementStep';
import { ArrivalStep } from './ArrivalStep';
import { DriverStep } from './DriverStep';
import { DriversStep } from './DriversStep';
import { PhotosStep } from './PhotosStep';
import { STEP_ORDER, stepTitle } from './steps';
import type { StepProps } from './useStepSave';

/** The first step not done yet (the agreement when all are: it shows the signature). */
export const firstOpenStep = (checkin: Checkin): CheckinStepName =>
  STEP_ORDER.find((step) => !checkin.steps[step]) ?? 'agreement';

/**
 * The five steps: a list to move between them (each says whether it is done) and the current
 * step, whose heading takes the focus whenever the step changes (and at first when `focus`).
 */
export function CheckinSteps({
  checkin,
  onState,
  onSessionEnded,
  withinManage,
  focus,
}: Omit<StepProps, 'onNext'> & { focus: boolean }) {
  const [step, setStep] = useState<CheckinStepName>(() => firstOpenStep(checkin));
  const [moved, setMoved] = useState(focus);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);
  const goTo = (next: CheckinStepName) => {
    setStep(next);
    setMoved(true);
    // A new step starts at its top, wherever the last one was scrolled to.
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  };
  const index = STEP_ORDER.indexOf(step);
  const onNext = () => goTo(STEP_ORDER[Math.min(index + 1, STEP_ORDER.length - 1)]);
  const props: StepProps = { checkin, onState, onSessionEnded, onNext, withinManage };

  return (
    <div className="chw-checkin__steps">
      <nav aria-label={checkinMessages.checkinStepsLabel}>
        <ol className="chw-checkin__progress">
          {STEP_ORDER.map((name, n) => (
            <li key={name} className="chw-checkin__progress-item">
              <button
                type="button"
                className="chw-checkin__progress-button"
                aria-current={name === step ? 'step' : undefined}
                onClick={() => goTo(name)}
              >
                <span className="chw-checkin__progress-number" aria-hidden="true">
                  {checkin.steps[name] ? '✓' : String(n + 1)}
                </span>
                <span>{stepTitle(name)}</span>
                {/* After a space in any engine's name ("Other drivers (done)"): a flex item gets one, text does not. */}
                <span className="chw-visually-hidden">
                  {` ${checkin.steps[name] ? checkinMessages.checkinStepDone : checkinMessages.checkinStepToDo}`}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="chw-checkin__step" aria-labelledby="chw-checkin-step-heading">
        <p className="chw-checkin__step-count">{checkinMessages.checkinStepOf(index + 1, STEP_ORDER.length)}</p>
        <h3 id="chw-checkin-step-heading" ref={heading} tabIndex={-1} className="chw-checkin__step-heading">
          {stepTitle(step)}
        </h3>
        {step === 'driver' ? <DriverStep key="driver" {...props} /> : null}
        {step === 'photos' ? <PhotosStep key="photos" {...props} /> : null}
        {step === 'drivers' ? <DriversStep key="drivers" {...props} /> : null}
        {step === 'arrival' ? <ArrivalStep key="arrival" {...props} /> : null}
        {step === 'agreement' ? <AgreementStep key="agreement" {...props} onGoTo={goTo} /> : null}
      </section>
    </div>
  );
}
