import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { TotalEntry } from '../api/types';
import { dailyRate } from '../lib/stepWords.mjs';
import { formatMoney } from '../lib/money';
import { bookingMessages } from '../messages/booking';
import { CostBreakdownExtras } from './CostBreakdownExtras';
import { CostBreakdownPaymentMethods } from './CostBreakdownPaymentMethods';
import { Skeleton } from '../ui/Skeleton';
import '../ui/theme.css';
import './CostBreakdown.css';

/** Entry types shown as the panel's grand-total heading (booking, subscription). */
const GRAND_TOTAL_TYPES = new Set(['total', 'total_first_payment_amount']);
/** Entry types shown smaller, as information that is already inside the total. */
const NOTE_TYPES = new Set(['country_tax']);

export interface CostBreakdownProps {
  /** The calculation totals, in the server's order (booking or subscription types). */
  totals: TotalEntry[];
  /** Panel heading; defaults to 'Cost Breakdown'. */
  title?: string;
  /** Heading level of the title (the grand total is one level below). */
  headingLevel?: 2 | 3;
  /** Shows a placeholder instead of the lines while the totals load. */
  loading?: boolean;
  /** Shows the accepted payment-methods image under the total (default true). */
  showPaymentMethods?: boolean;
  /** Extra content at the end of the panel (e.g. a note). */
  children?: ReactNode;
  className?: string;
}

type Row =
  | { kind: 'line'; entry: TotalEntry }
  | { kind: 'extras'; entries: TotalEntry[] }
  | { kind: 'daily'; entry: TotalEntry };

/**
 * Groups the totals into rows in the server's order: the daily rate line, every
 * other line, and the positive `optional` entries (extras) folded into one
 * collapsible Extras row where the first of them stood. Negative `optional`
 * entries (subscription discounts) stay lines of their own.
 */
export function costBreakdownRows(totals: TotalEntry[]): { rows: Row[]; grandTotals: TotalEntry[] } {
  const rows: Row[] = [];
  const grandTotals: TotalEntry[] = [];
  let extras: TotalEntry[] | undefined;
  for (const entry of totals) {
    if (GRAND_TOTAL_TYPES.has(entry.type)) {
      grandTotals.push(entry);
    } else if (entry.type === 'daily_rate') {
      rows.push({ kind: 'daily', entry });
    } else if (entry.type === 'optional' && entry.total >= 0) {
      if (!extras) {
        extras = [];
        rows.push({ kind: 'extras', entries: extras });
      }
      extras.push(entry);
    } else {
      rows.push({ kind: 'line', entry });
    }
  }
  return { rows, grandTotals };
}

/**
 * The Cost Breakdown panel of both checkouts (spec §2): built only from the
 * server's totals, so the client never computes a price. Booking: the daily-rate
 * line (vehicle, price per day × days), rental, free days, liability, Extras,
 * fees, GST and the grand total. Subscription: installment (vehicle and
 * frequency x 1), kms, insurance, deposit, surcharge, discounts, free days,
 * fees, the total first payment (heading) and the total installment amount.
 */
export function CostBreakdown({
  totals,
  title = bookingMessages.costBreakdown,
  headingLevel = 2,
  loading,
  showPaymentMethods = true,
  children,
  className,
}: CostBreakdownProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const TotalHeading = headingLevel === 2 ? 'h3' : 'h4';
  const { rows, grandTotals } = costBreakdownRows(totals);
  const [grand, ...afterGrand] = grandTotals;
  return (
    <section className={clsx('chw-cost', className)} aria-label={title} aria-busy={loading || undefined}>
      <Title className="chw-cost__title">{title}</Title>
      {loading ? (
        <Skeleton minHeight="180px" />
      ) : (
        <>
          <ul className="chw-cost__list">
            {rows.map((row, index) => {
              if (row.kind === 'extras') return <CostBreakdownExtras key="extras" extras={row.entries} />;
              const { entry } = row;
              return (
                <li
                  key={`${entry.type}-${entry.id ?? index}`}
                  className={clsx('chw-cost__line', NOTE_TYPES.has(entry.type) && 'chw-cost__line--note')}
                >
                  <span className="chw-cost__name">{entry.name}</span>
                  <span className="chw-cost__amount">
                    {row.kind === 'daily'
                      ? dailyRate(formatMoney(entry.total), entry.quantity ?? 1)
                      : formatMoney(entry.total)}
                  </span>
                </li>
              );
            })}
          </ul>
          {grand && (
            <TotalHeading className="chw-cost__total">
              <span>{grand.name}</span>
              <span className="chw-cost__amount">{formatMoney(grand.total)}</span>
            </TotalHeading>
          )}
          {afterGrand.length > 0 && (
            <ul className="chw-cost__list chw-cost__list--after">
              {afterGrand.map((entry) => (
                <li key={entry.type} className="chw-cost__line">
                  <span className="chw-cost__name">{entry.name}</span>
                  <span className="chw-cost__amount">{formatMoney(entry.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {showPaymentMethods && <CostBreakdownPaymentMethods />}
      {children}
    </section>
  );
}
