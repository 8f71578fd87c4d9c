import clsx from 'clsx';
import { formatMoney } from '../../lib/money';
import { bookingMessages } from '../../messages/booking';

interface Props {
  label: string;
  carName: string;
  /** Total for the rental. */
  amount: number;
  /** The total before a promo discount, shown struck through. */
  before?: number;
  days: number;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** PAY LATER / PAY NOW: the total, and the daily price when the rental is longer than one day. */
export function CarPriceButton({ label, carName, amount, before, days, primary, disabled, onClick }: Props) {
  return (
    <button
      type="button"
      className={clsx('chw-button chw-car__price', !primary && 'chw-button--secondary')}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="chw-car__price-label">
        {label}
        <span className="chw-visually-hidden">, {carName},</span>
      </span>
      <span className="chw-car__price-amount">
        {before !== undefined && before > amount && (
          <s className="chw-car__price-before" aria-hidden="true">
            {formatMoney(before)}
          </s>
        )}
        {formatMoney(amount)}
      </span>
      {days > 1 && (
        <span className="chw-car__price-daily">
          {formatMoney(amount / days)}
          {bookingMessages.perDay}
        </span>
      )}
    </button>
  );
}
