import { useEffect, useState } from 'react';
import { getConfig } from '../../config';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { formatMoney } from '../../lib/money';
import { quoteMessages } from '../../messages/quote';
import type { QuoteNotice as Notice } from '../../state/quote';
import { Alert } from '../../ui/Alert';
import { HelpLine } from '../../ui/HelpLine';

/**
 * What opening a quote link found, where the booking layout shows it: a quote that cannot be
 * opened as it was (in place of the step, with a search prefilled from its details), a car that
 * is gone (above /booking's list; the later steps show the booking problem panel instead), a
 * total that changed (one line under the booking details, beside the total) and what a damaged
 * link lost.
 */
export function QuoteNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'failed') {
    return (
      <div className="chw-booking-layout__problem">
        <Alert tone="warning">
          {quoteMessages.cannotOpen}
          {notice.reason && ` ${notice.reason}`}
        </Alert>
        <div className="chw-booking-layout__problem-actions">
          <a className="chw-button" href={notice.searchAgain}>
            {quoteMessages.searchAgain}
          </a>
        </div>
        <HelpLine phone={getConfig().supportPhone} />
      </div>
    );
  }
  if (notice.kind === 'gone') return <Alert tone="warning">{notice.message}</Alert>;
  if (notice.kind === 'dropped') return <Alert tone="warning">{notice.text}</Alert>;
  return (
    <>
      <PriceChanged was={notice.was} now={notice.now} />
      {notice.dropped && <Alert tone="warning">{notice.dropped}</Alert>}
    </>
  );
}

/**
 * The changed total: shown at once (no reflow), and announced from a polite status region that is
 * on the page before its words arrive (a region inserted with its text already in it may go unread).
 */
function PriceChanged({ was, now }: { was: number; now: number }) {
  const [announced, setAnnounced] = useState(false);
  useEffect(() => afterNextPaint(() => setAnnounced(true)), []);
  const text = quoteMessages.priceChanged(formatMoney(was), formatMoney(now));
  return (
    <>
      <div className="chw-alert chw-alert--info">{text}</div>
      <p className="chw-visually-hidden" role="status">
        {announced && text}
      </p>
    </>
  );
}
