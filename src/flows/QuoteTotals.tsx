import { formatMoney } from '../lib/money';
import { manageMessages } from '../messages/manage';

/**
 * A change's price as the server quoted it: the current and the new total, then what it means for
 * the renter's card (`difference`: paid now, refunded, or paid at the counter). Manage my booking's
 * changes and check-in's additional-driver fee say it the same way.
 */
export function QuoteTotals({
  oldTotal,
  newTotal,
  difference,
  className,
}: {
  oldTotal: number;
  newTotal: number;
  difference: string;
  className: string;
}) {
  return (
    <>
      <p>
        {manageMessages.manageOldTotal}: {formatMoney(oldTotal)}
        <br />
        {manageMessages.manageNewTotal}: <strong>{formatMoney(newTotal)}</strong>
      </p>
      <p className={className}>{difference}</p>
    </>
  );
}
