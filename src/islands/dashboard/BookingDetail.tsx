import { useState } from 'react';
import type { DashboardBooking } from '../../api/types';
import { quoteMessages } from '../../messages/quote';
import { staffMessages } from '../../messages/staff';
import { BOOKING_FIELDS, formatField, type Lookups } from './bookingFields';
import { dashboardQuoteLink } from './dashboardQuote';

/**
 * Every field of the booking, labelled, as plain text; for a started booking with a car, "Copy
 * quote link" (a browser that refuses the clipboard shows the link to copy by hand).
 */
export function BookingDetail({ row, lookups }: { row: DashboardBooking; lookups: Lookups }) {
  const link = dashboardQuoteLink(row);
  const [copied, setCopied] = useState<string>('');
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(quoteMessages.quoteLinkCopied(row.ID)),
      () => setCopied(`${quoteMessages.copyRefused} ${link}`),
    );
  return (
    <section className="chw-dashboard__detail" aria-label={staffMessages.bookingDetailsOf(row.ID)}>
      <dl className="chw-dashboard__detail-list">
        {BOOKING_FIELDS.map((key) => (
          <div key={key} className="chw-dashboard__detail-item">
            <dt>{staffMessages.bookingFieldLabels[key]}</dt>
            <dd>{formatField(row, key, lookups)}</dd>
          </div>
        ))}
      </dl>
      {link && (
        <div className="chw-dashboard__quote">
          <button type="button" className="chw-button chw-button--secondary" onClick={() => void copy()}>
            {quoteMessages.copyQuoteLink}
          </button>
          <p className="chw-dashboard__quote-status" role="status">
            {copied}
          </p>
        </div>
      )}
    </section>
  );
}
