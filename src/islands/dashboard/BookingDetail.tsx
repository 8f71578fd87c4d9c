import { lazy, Suspense, useState } from 'react';
import type { CheckinDeskStatus, DashboardBooking } from '../../api/types';
import { resendManageLink } from '../../api/staff';
import { getConfig } from '../../config';
import { lazyOnce } from '../../lib/lazyOnce';
import { quoteMessages } from '../../messages/quote';
import { staffMessages } from '../../messages/staff';
import { BOOKING_FIELDS, formatField, type Lookups } from './bookingFields';
import { dashboardQuoteLink } from './dashboardQuote';

/** One booking's check-in at the desk: its own chunk, loaded when it is opened. */
const CheckinReview = lazy(
  lazyOnce(() => import('./checkin/CheckinReview').then((module) => ({ default: module.CheckinReview }))),
);

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
 * A booking's online check-in, opened on request (opening it shows the licences and photos, and the
 * server records every such view): "Open check-in" then the review (checkin/CheckinReview).
 */
function CheckinPart({
  row,
  onStatus,
}: {
  row: DashboardBooking;
  onStatus: (status: CheckinDeskStatus | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = `chw-dashboard-checkin-part-${row.ID}`;
  return (
    <div className="chw-dashboard__quote chw-dashboard__checkin-part-open">
      <button
        type="button"
        className="chw-button chw-button--secondary"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? staffMessages.deskCheckinHide : staffMessages.deskCheckinOpen}
      </button>
      {!open && <p className="chw-dashboard__quote-status">{staffMessages.deskCheckinViewHint}</p>}
      {open && (
        <div id={id} className="chw-dashboard__checkin-area">
          <Suspense fallback={<p role="status">{staffMessages.deskCheckinLoading}</p>}>
            <CheckinReview bookingId={row.ID} onStatus={onStatus} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

interface Props {
  row: DashboardBooking;
  lookups: Lookups;
  /** A review in the check-in view changed the booking's check-in status. */
  onCheckinStatus: (id: number, status: CheckinDeskStatus | null) => void;
}

/**
 * Every field of the booking, labelled, as plain text; for a started booking with a car, "Copy
 * quote link" (a browser that refuses the clipboard shows the link to copy by hand); for one with
 * a check-in status (an optional addition), its check-in.
 */
export function BookingDetail({ row, lookups, onCheckinStatus }: Props) {
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
      {row.CheckinStatus && <CheckinPart row={row} onStatus={(status) => onCheckinStatus(row.ID, status)} />}
    </section>
  );
}
