import { lazy, Suspense, useEffect, useReducer, useState, type FormEvent } from 'react';
import { lazyOnce } from '../../lib/lazyOnce';
import { reportDetailsSaved, reportPaymentInfo } from '../../lib/funnel';
import { useSignals } from '@preact/signals-react/runtime';
import { saveCustomer } from '../../api/bookingSteps';
import { ApiError } from '../../api/client';
import { branchToday, getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { internationalNumber } from '../../lib/validation';
import { useReveal } from '../../lib/useReveal';
import { useSubmit } from '../../lib/useSubmit';
import { clearPendingPayment } from '../../state/pendingPayment';
import { clearDraft, loadDraft, saveDraft } from '../../lib/sessionDraft';
import { bookingMessages } from '../../messages/booking';
import { reportBookingProblem, reportIfBookingProblem } from '../../state/bookingProblem';
import { saveHold } from '../../state/bookingHold';
import { bookingSearch } from '../../state/bookingSearch';
import { calculation, saveCalculation } from '../../state/calculation';
import { bookingIntent, rememberIntent } from '../../state/pendingPayment';
import { selectedCar } from '../../state/selectedCar';
import { selectedInsuranceId } from '../../state/selectedLiability';
import { RetryWhenOnline } from '../../ui/RetryWhenOnline';
import { Alert } from '../../ui/Alert';
import { BookingLayout } from '../../flows/BookingLayout';
import { CardPayment } from '../../flows/CardPayment';
import { CostBreakdown } from '../../flows/CostBreakdown';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { registerBookingPayment } from '../../flows/registerBookingPayment';
import { calculateSelection, sessionEnded } from '../../flows/calculateSelection';
import { checkoutSave, idleCheckoutSave } from '../../flows/checkoutSave';
import { useHoldRenewal } from '../../flows/useHoldRenewal';
import { PaymentRecoveryStatus } from '../../flows/PaymentRecoveryStatus';
import { usePaymentRecovery } from '../../flows/usePaymentRecovery';
import { bookingIdentity } from './bookingIdentity';
import { DriverForm } from './DriverForm';
import {
  emptyCustomerForm,
  saveCustomerBody,
  validateCustomer,
  type CustomerErrors,
  type CustomerForm,
} from './customerForm';
import { firstInvalidFieldId } from './fieldIds';
import { useCheckoutData } from './useCheckoutData';
import '../../ui/theme.css';
import './Checkout.css';

// The call-centre offer shows only after two refused cards or without Stripe.js: its code loads then,
// not with the card step (the card step's byte budget, docs/conventions.md "Budgets").
const BookByPhoneInstead = lazy(
  lazyOnce(() => import('./BookByPhoneInstead').then((module) => ({ default: module.BookByPhoneInstead }))),
);
const PhoneBookingThanks = lazy(
  lazyOnce(() => import('./BookByPhoneInstead').then((module) => ({ default: module.PhoneBookingThanks }))),
);

/** Another tab changed the booking (checkoutSave). */
const bookingChanged = { type: 'changed', notice: bookingMessages.bookingChangedNotice } as const;

/** Spec §2: the card section scrolls into view 600 ms after it appears. */
const CARD_SCROLL_DELAY_MS = 600;

/** The form starts from this tab's draft, else from what the search knows about the renter. */
function initialForm(): CustomerForm {
  const search = bookingSearch.value;
  return loadDraft('checkout', { ...emptyCustomerForm(), firstName: search.firstName, email: search.email });
}

/** The booking total on screen, in dollars, or null while there is none. */
function shownTotal(): number | null {
  const entry = calculation.value.totals.find((item) => item.type === 'total');
  return entry ? entry.total : null;
}

/** A payment found on return (usePaymentRecovery): registered, then /complete in this page's place. */
async function recoverBookingPayment(intentId: string, signal: AbortSignal): Promise<void> {
  await registerBookingPayment(intentId, signal);
  clearDraft('checkout');
  window.location.replace(getConfig().routes.complete);
}

/**
 * Step 3 (spec §2, §4 steps 4–6): totals load, then the driver's details; a
 * valid form is saved (saving → saved / failed, retry allowed), then the card
 * section takes the payment and the reservation is registered.
 *
 * What is typed survives reloads (a session draft); a payment that
 * already went through is found on return (usePaymentRecovery); the intent is
 * only ever confirmed for the booking this tab shows — a change made in
 * another tab drops it, and the next save makes the one for the new total.
 */
export function CheckoutIsland() {
  useSignals();
  const { state: loadState, states, statesFailed, reload } = useCheckoutData();
  const recovery = usePaymentRecovery({
    cookie: 'booking_token',
    memory: bookingIntent,
    register: recoverBookingPayment,
    // An ended session or a refused booking: the layout says so, with a way on.
    handled: reportIfBookingProblem,
  });
  const [form, setForm] = useState(initialForm);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [{ save, saveError, notice, intent }, dispatch] = useReducer(checkoutSave, idleCheckoutSave);
  /** The renter had the call centre finish the booking (BookByPhoneInstead). */
  const [byPhone, setByPhone] = useState(false);
  // A failed save or a changed booking is put in view, with focus on it.
  const { run, alert: saveAlert } = useSubmit(save === 'failed' && saveError);
  const noticeRef = useReveal(notice);
  const car = selectedCar.value;
  const payNow = car.paymentType === 'N';
  const identity = bookingIdentity();
  const hasLiability = selectedInsuranceId() !== null;
  useHoldRenewal(loadState === 'ready' && !byPhone);

  useEffect(() => saveDraft('checkout', form), [form]);

  // Another tab changed the booking: the intent made for the old one must not be confirmed here
  // (adjusted while rendering, React's pattern for state that follows a changed value).
  const bookingGone = !car.id || !car.paymentType || !hasLiability;
  if (!bookingGone && intent && intent.identity !== identity) dispatch(bookingChanged);
  // Another tab left no car or liability to pay for: the layout says so, with a way on.
  useEffect(() => {
    if (bookingGone && loadState === 'ready') reportBookingProblem({ kind: 'changed', message: '' });
  }, [bookingGone, loadState]);

  function change(patch: Partial<CustomerForm>) {
    setForm((current) => ({ ...current, ...patch }));
    // A corrected field drops its message; the rest stay until the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof CustomerForm)[]) delete next[key];
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => {
      if (save === 'saved') return;
      const found = validateCustomer(form, branchToday());
      setErrors(found);
      const invalid = firstInvalidFieldId(found);
      if (invalid) {
        // Focus goes to the first field to correct (the browser scrolls it into view), so a keyboard
        // or screen-reader user lands on what to fix.
        document.getElementById(invalid)?.focus();
        return;
      }
      return send();
    });
  }

  /** Saves the valid form; the card intent it makes is kept only for the booking still on screen. */
  async function send() {
    dispatch({ type: 'start' });
    const token = getCookie('booking_token');
    const savedFor = bookingIdentity();
    const shown = shownTotal();
    try {
      if (!token) throw sessionEnded();
      const { results } = await saveCustomer(saveCustomerBody(form, token));
      const intentType = results.intent_type ?? (payNow ? 'payment' : 'setup');
      saveHold(results.hold_expires_at);
      if (
        typeof results.amount === 'number' &&
        shown !== null &&
        Math.round(results.amount * 100) !== Math.round(shown * 100)
      ) {
        // The server would charge another total than the one on screen: show the new one first.
        saveCalculation(await calculateSelection());
        dispatch({ type: 'changed', notice: bookingMessages.totalChangedNotice });
        return;
      }
      if (savedFor !== bookingIdentity()) {
        dispatch(bookingChanged);
        return;
      }
      dispatch({ type: 'saved', intent: { clientSecret: results.client_secret, intentType, identity: savedFor } });
      reportDetailsSaved(payNow ? 'N' : 'L');
    } catch (error) {
      if (reportIfBookingProblem(error)) {
        dispatch({ type: 'stopped' });
        return;
      }
      dispatch({
        type: 'failed',
        message:
          error instanceof ApiError && error.status === 400 && error.serverMessage
            ? error.serverMessage
            : bookingMessages.saveCustomerFailed,
      });
    }
  }

  /**
   * Right before the card is confirmed: the intent is still for the booking on screen. From here on
   * the intent may be paid, so it is remembered: a reload, a closed tab or Back registers it
   * (usePaymentRecovery). Not before: an intent nobody confirmed is not paid, and asking /payment to
   * register it only answers 402; the next save reuses it anyway (one intent per booking).
   */
  function stillShown(): boolean {
    if (intent && intent.identity === bookingIdentity()) {
      rememberIntent(getCookie('booking_token'), intent.clientSecret, intent.intentType);
      const total = calculation.value.totals.find((entry) => entry.type === 'total')?.total ?? 0;
      reportPaymentInfo(car, payNow ? 'N' : 'L', total);
      return true;
    }
    dispatch(bookingChanged);
    return false;
  }

  async function paid(stripeId: string) {
    try {
      await registerBookingPayment(stripeId);
    } catch (error) {
      if (reportIfBookingProblem(error)) return;
      throw error;
    }
    clearDraft('checkout');
    window.location.assign(getConfig().routes.complete);
  }

  const hasErrors = Object.keys(errors).length > 0;
  const ready = loadState === 'ready' && recovery.state === 'none';
  return (
    <BookingLayout step={3}>
      <div className="chw-checkout">
        <div className="chw-checkout__main">
          <h1 id="chw-checkout-heading" className="chw-checkout__heading">
            {bookingMessages.driverDetailsHeading}
          </h1>
          <p className="chw-checkout__subtitle">{bookingMessages.driverDetailsSubtitle}</p>
          {loadState === 'failed' && (
            <div className="chw-checkout__failed">
              <Alert tone="error">{bookingMessages.checkoutLoadFailed}</Alert>
              <button type="button" className="chw-button chw-button--secondary" onClick={reload}>
                {bookingMessages.retry}
              </button>
            </div>
          )}
          <RetryWhenOnline failed={loadState === 'failed'} retry={reload} />
          <PaymentRecoveryStatus state={recovery.state} retry={recovery.retry} />
          {(loadState === 'loading' || recovery.state === 'checking') && <Skeleton minHeight="560px" />}
          {ready && (
            <>
              {hasErrors && <Alert tone="error">{bookingMessages.formHasErrors}</Alert>}
              {notice && (
                <div ref={noticeRef} tabIndex={-1} className="chw-checkout__notice">
                  <Alert tone="warning">{notice}</Alert>
                </div>
              )}
              <DriverForm
                form={form}
                errors={errors}
                states={states}
                statesFailed={statesFailed}
                locked={save === 'saving' || save === 'saved'}
                onChange={change}
                onSubmit={submit}
              >
                {save === 'failed' && (
                  <div ref={saveAlert} tabIndex={-1} className="chw-checkout__notice">
                    <Alert tone="error">{saveError}</Alert>
                  </div>
                )}
                {save === 'saved' ? (
                  <p className="chw-checkout__saved" role="status">
                    {bookingMessages.detailsSaved}
                  </p>
                ) : (
                  <button type="submit" className="chw-button chw-checkout__submit" disabled={save === 'saving'}>
                    {save === 'saving' ? (
                      <>
                        <Spinner /> {bookingMessages.savingDetails}
                      </>
                    ) : payNow ? (
                      bookingMessages.makePayment
                    ) : (
                      bookingMessages.confirmCreditCard
                    )}
                  </button>
                )}
              </DriverForm>
              {byPhone && (
                <Suspense fallback={null}>
                  <PhoneBookingThanks homeUrl={getConfig().routes.home} />
                </Suspense>
              )}
              {intent && !byPhone && (
                <CardPayment
                  key={intent.clientSecret}
                  clientSecret={intent.clientSecret}
                  intentType={intent.intentType}
                  returnUrl={new URL(getConfig().routes.complete, window.location.href).href}
                  onPaid={paid}
                  beforeConfirm={stillShown}
                  onIntentChanged={() => dispatch(bookingChanged)}
                  scrollDelayMs={CARD_SCROLL_DELAY_MS}
                  fallback={
                    <Suspense fallback={null}>
                      <BookByPhoneInstead
                        request={() => ({
                          booking_token: getCookie('booking_token'),
                          vehicle_id: car.id ?? 0,
                          first_name: form.firstName.trim(),
                          last_name: form.lastName.trim(),
                          email: form.email.trim(),
                          mobile_number: internationalNumber(form.dialCode, form.mobile),
                        })}
                        onSent={() => {
                          clearPendingPayment();
                          setByPhone(true);
                        }}
                      />
                    </Suspense>
                  }
                />
              )}
            </>
          )}
        </div>
        <aside className="chw-checkout__aside">
          <CostBreakdown totals={calculation.value.totals} loading={loadState === 'loading'} />
        </aside>
      </div>
    </BookingLayout>
  );
}
