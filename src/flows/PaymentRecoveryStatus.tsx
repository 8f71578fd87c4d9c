import { bookingMessages } from '../messages/booking';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import type { RecoveryState } from './usePaymentRecovery';
import './PaymentRecoveryStatus.css';

/**
 * What a checkout shows while usePaymentRecovery asks about a remembered intent ("Checking your
 * payment…"), or when the server could not tell (the message and a retry); nothing otherwise.
 */
export function PaymentRecoveryStatus({ state, retry }: { state: RecoveryState; retry: () => void }) {
  if (state === 'failed')
    return (
      <div className="chw-recovery__failed">
        <Alert tone="error">{bookingMessages.paymentRegisterFailed}</Alert>
        <button type="button" className="chw-button chw-button--secondary" onClick={retry}>
          {bookingMessages.retry}
        </button>
      </div>
    );
  if (state === 'checking')
    return (
      <p className="chw-recovery__checking" role="status">
        <Spinner /> {bookingMessages.checkingPayment}
      </p>
    );
  return null;
}
