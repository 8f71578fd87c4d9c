import { formatMoney } from '../lib/money';

/** An amount in AUD: `$1,234.50`, negatives `-$x`. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
