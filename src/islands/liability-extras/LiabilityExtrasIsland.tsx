import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { LiabilityOption } from '../../api/types';
import { getConfig } from '../../config';
import { formatMoney } from '../../lib/money';
import { bookingMessages } from '../../messages/booking';
import { liabilityExtrasMessages } from '../../messages/liabilityExtras';
import { calculation } from '../../state/calculation';
import { selectOptions } from '../../state/selectOptions';
import {
  addExtra,
  removeExtra,
  selectedInsuranceId,
  selectedLiability,
  setInsurance,
} from '../../state/selectedLiability';
import { BookingLayout } from '../../flows/BookingLayout';
import { Spinner } from '../../ui/Spinner';
import { RetryWhenOnline } from '../../ui/RetryWhenOnline';
import { AdminFeeNote } from './AdminFeeNote';
import { LiabilityOptions } from './LiabilityOptions';
import { excludedSelections, maxQuantity } from '../../flows/selectionRules';
import { ExtraInput } from '../../flows/ExtraInput';
import { useHoldRenewal } from '../../flows/useHoldRenewal';
import { useRecalculate } from './useRecalculate';
import { useBarClearance } from './useBarClearance';
import { CalculationProblem } from './CalculationProblem';
import { reportCheckoutStarted, reportCoverSelected, reportExtrasChanged } from '../../lib/funnel';
import { selectedCar } from '../../state/selectedCar';
import '../../ui/theme.css';
import './LiabilityExtras.css';

/**
 * Step 2 (spec §2, §4 step 3): the liability options and extras offered for
 * the chosen car. Every change is stored in the selectedLiability slice and
 * recalculated on the server; the sticky bar shows the total and leads on to
 * checkout once a liability is chosen.
 */
export function LiabilityExtrasIsland() {
  useSignals();
  const { extras, insuranceOptions } = selectOptions.value;
  const selection = selectedLiability.value;
  const insuranceId = selectedInsuranceId(selection);
  const chosen = insuranceOptions.find((option) => option.id === insuranceId);
  const excluded = new Set(chosen?.exclude_extra_ids ?? []);
  const total = calculation.value.totals.find((entry) => entry.type === 'total');
  const { state, error, recalculate } = useRecalculate();
  // What the renter changed last, so a failed total is explained beside it (null: a liability, or
  // the first view).
  const [lastExtra, setLastExtra] = useState<number | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  useBarClearance(bar);
  const selectionKey = JSON.stringify(selection);
  useHoldRenewal(state === 'idle');
  // PROCEED TO CHECKOUT needs a liability and a total the server has just worked out.
  const canProceed = insuranceId !== null && state === 'idle' && total !== undefined;
  const hint =
    insuranceId === null
      ? liabilityExtrasMessages.chooseLiabilityFirst
      : !canProceed && state !== 'failed'
        ? liabilityExtrasMessages.waitingForTotal
        : '';

  // Changed extras are reported with the total the server works out for them.
  const extrasChanged = useRef(false);
  useEffect(() => {
    if (state !== 'idle' || !total || !extrasChanged.current) return;
    extrasChanged.current = false;
    reportExtrasChanged({
      extras: selection.extras.map((extra) => ({ id: extra.id, name: extra.name, quantity: extra.quantity })),
      total: total.total,
    });
  });

  function proceed() {
    const car = selectedCar.value;
    if (total) reportCheckoutStarted(car, car.paymentType === 'L' ? 'L' : 'N', total.total);
    window.location.assign(getConfig().routes.checkout);
  }

  // A stored selection above an extra's maximum (kept from before the API said it) comes down to it.
  useEffect(() => {
    for (const item of selection.extras) {
      const extra = extras.find((offered) => offered.id === item.id);
      const max = extra ? maxQuantity(extra) : Number.POSITIVE_INFINITY;
      if (item.quantity > max) changeExtra(item.id, item.name, max);
    }
  });

  // Every change of the selection (and the first view) recalculates.
  useEffect(() => {
    void recalculate();
  }, [selectionKey, recalculate]);

  function chooseLiability(option: LiabilityOption) {
    for (const id of excludedSelections(
      option,
      selection.extras.map((extra) => extra.id),
    ))
      removeExtra(id);
    setInsurance({ id: option.id, name: option.name });
    setLastExtra(null);
    reportCoverSelected(option.name, option.totalinsuranceamount);
  }

  function changeExtra(id: number, name: string, quantity: number) {
    setLastExtra(id);
    extrasChanged.current = true;
    if (quantity > 0) addExtra({ id, name, quantity });
    else removeExtra(id);
  }

  const empty = extras.length === 0 && insuranceOptions.length === 0;
  const problem = state === 'failed' ? <CalculationProblem error={error} /> : null;
  const retryOnline = <RetryWhenOnline failed={state === 'failed'} retry={() => void recalculate()} />;
  const problemAtExtra = problem && extras.some((extra) => extra.id === lastExtra) ? lastExtra : null;
  return (
    <BookingLayout step={2}>
      <div className="chw-liability">
        <h1 className="chw-liability__heading">{bookingMessages.bookingSteps[1]}</h1>
        {empty ? (
          <>
            {problem}
            {retryOnline}
            <p className="chw-liability__empty">{liabilityExtrasMessages.noRecordsFound}</p>
          </>
        ) : (
          <>
            <section className="chw-liability__section" aria-labelledby="chw-liability-heading">
              <h2 id="chw-liability-heading" className="chw-liability__subheading">
                {liabilityExtrasMessages.liabilityHeading}
              </h2>
              {problemAtExtra === null && problem}
              {retryOnline}
              <LiabilityOptions options={insuranceOptions} selectedId={insuranceId} onChoose={chooseLiability} />
              <AdminFeeNote />
            </section>
            <section className="chw-liability__section" aria-labelledby="chw-extras-heading">
              <h2 id="chw-extras-heading" className="chw-liability__subheading">
                {liabilityExtrasMessages.extrasHeading}
              </h2>
              {extras.length === 0 ? (
                <p className="chw-liability__empty">{liabilityExtrasMessages.noRecordsFound}</p>
              ) : (
                <ul className="chw-extras">
                  {extras.map((extra) => (
                    <ExtraInput
                      key={extra.id}
                      extra={extra}
                      quantity={selection.extras.find((item) => item.id === extra.id)?.quantity ?? 0}
                      excluded={excluded.has(extra.id)}
                      onChange={(quantity) => changeExtra(extra.id, extra.name, quantity)}
                      problem={extra.id === problemAtExtra ? problem : undefined}
                    />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        <div ref={bar} className="chw-liability__bar">
          <p className="chw-liability__total" aria-live="polite">
            <span>{bookingMessages.total}</span> <strong>{total ? formatMoney(total.total) : '—'}</strong>
            {state === 'loading' && (
              <span className="chw-liability__updating">
                <Spinner />
                <span className="chw-visually-hidden">{liabilityExtrasMessages.updatingTotal}</span>
              </span>
            )}
          </p>
          <div className="chw-liability__proceed">
            {hint && (
              <p id="chw-liability-proceed-hint" className="chw-liability__hint">
                {hint}
              </p>
            )}
            <button
              type="button"
              className="chw-button"
              disabled={!canProceed}
              aria-describedby={hint ? 'chw-liability-proceed-hint' : undefined}
              onClick={proceed}
            >
              {liabilityExtrasMessages.proceedToCheckout}
            </button>
          </div>
        </div>
      </div>
    </BookingLayout>
  );
}
