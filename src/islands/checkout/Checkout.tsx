import { useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { saveCustomer } from '../../api/booking';
import type { IntentType } from '../../api/types';
import { branchToday, getConfig } from '../../config';
import { getCookie } from '../../lib/cookies';
import { messages } from '../../messages';
import { bookingMessages } from '../../messages.booking';
import { bookingSearch } from '../../state/bookingSearch';
import { calculation } from '../../state/calculation';
import { selectedCar } from '../../state/selectedCar';
import { Alert } from '../../ui/Alert';
import { BookingLayout } from '../../ui/BookingLayout';
import { CardPayment } from '../../ui/CardPayment';
import { CostBreakdown } from '../../ui/CostBreakdown';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { registerBookingPayment } from '../complete/registerBookingPayment';
import { DriverForm } from './DriverForm';
import { emptyCustomerForm, saveCustomerBody, validateCustomer, type CustomerErrors, type CustomerForm } from './customerForm';
import { useCheckoutData } from './useCheckoutData';
import '../../ui/theme.css';
import './Checkout.css';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Spec §2: the card section scrolls into view 600 ms after it appears. */
const CARD_SCROLL_DELAY_MS = 600;

/** The form starts from what the search already knows about the renter. */
function initialForm(): CustomerForm {
  const search = bookingSearch.value;
  return { ...emptyCustomerForm(), firstName: search.firstName, email: search.email };
}

/**
 * Step 3 (spec §2, §4 steps 4–6): totals load, then the driver's details; a
 * valid form is saved (saving → saved / failed, retry allowed), then the card
 * section takes the payment and the reservation is registered.
 */
export function Checkout() {
  useSignals();
  const { state: loadState, states, reload } = useCheckoutData();
  const [form, setForm] = useState(initialForm);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [save, setSave] = useState<SaveState>('idle');
  const [intent, setIntent] = useState<{ clientSecret: string; intentType: IntentType } | null>(null);
  const saving = useRef(false);
  const payNow = selectedCar.value.paymentType === 'N';

  function change(patch: Partial<CustomerForm>) {
    setForm((current) => ({ ...current, ...patch }));
    // A corrected field drops its message; the rest stay until the next submit.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof CustomerForm)[]) delete next[key];
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.current || save === 'saved') return;
    const found = validateCustomer(form, branchToday());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    saving.current = true;
    setSave('saving');
    try {
      const result = await saveCustomer(saveCustomerBody(form, getCookie('booking_token')));
      const intentType = result.results.intent_type ?? (payNow ? 'payment' : 'setup');
      setIntent({ clientSecret: result.results.client_secret, intentType });
      setSave('saved');
    } catch {
      setSave('failed');
    } finally {
      saving.current = false;
    }
  }

  async function paid(stripeId: string) {
    await registerBookingPayment(stripeId);
    window.location.assign(getConfig().routes.complete);
  }

  const hasErrors = Object.keys(errors).length > 0;
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
              <Alert tone="error">{messages.checkoutLoadFailed}</Alert>
              <button type="button" className="chw-button chw-button--secondary" onClick={reload}>
                {bookingMessages.retry}
              </button>
            </div>
          )}
          {loadState === 'loading' && <Skeleton minHeight="560px" />}
          {loadState === 'ready' && (
            <>
              {hasErrors && <Alert tone="error">{bookingMessages.formHasErrors}</Alert>}
              {save === 'failed' && <Alert tone="error">{messages.saveCustomerFailed}</Alert>}
              <DriverForm form={form} errors={errors} states={states} locked={save === 'saving' || save === 'saved'} onChange={change} onSubmit={submit}>
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
              {intent && (
                <CardPayment
                  clientSecret={intent.clientSecret}
                  intentType={intent.intentType}
                  returnUrl={new URL(getConfig().routes.complete, window.location.href).href}
                  onPaid={paid}
                  scrollDelayMs={CARD_SCROLL_DELAY_MS}
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
