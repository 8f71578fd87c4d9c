import { useState } from 'react';
import type { DashboardBooking } from '../../api/types';
import { resendManageLink } from '../../api/staff';
import { getConfig } from '../../config';
import { quoteMessages } from '../../messages/quote';
import { staffMessages } from '../../messages/staff';
import { BOOKING_FIELDS, formatField, type Lookups } from './bookingFields';
import { dashboardQuoteLink } from './dashboardQuote';

/** A row action and the line that says how it went (copied, sent, or why not). */
function RowAction({ label, onClick, status }: { label: string; onClick: () => void; status: string }) {
  return (
    <div className="chw-dashboard__quote">
      <button type="button" className="chw-button chw-button--secondary" onClick={onClick}>
        {label}
      </button>
      <p className="chw-dashboard__quote-status" role="status">
        {status}
      </p>
    </div>
  );
}

/**
 * Every field of the booking, labelled, as plain text; for a started booking with a car, "Copy
 * quote link" (a browser that refuses the clipboard shows the link to copy by hand).
 */
export function BookingDetail({ row, lookups }: { row: DashboardBooking; lookups: Lookups }) {
  const link = dashboardQuoteLink(row);
  const [copied, setCopied] = useState<string>('');
  const [resent, setResent] = useState<string>('');
  // Paid or renter-cancelled bookings have a manage link, where the site has the page.
  const manageable =
    row.Type === 'BOOKING' && (row.Status === 'C' || row.Status === 'X') && Boolean(getConfig().routes.manageBooking);
  const resend = () =>
    resendManageLink(row.ID).then(
      (answer) => setResent(answer.message),
      () => setResent(staffMessages.resendManageLinkFailed),
    );
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
      {link && <RowAction label={quoteMessages.copyQuoteLink} onClick={() => void copy()} status={copied} />}
      {manageable && <RowAction label={staffMessages.resendManageLink} onClick={() => void resend()} status={resent} />}
    </section>
  );
}
