import { pushToDataLayer } from './dataLayer';
import { emitHostEvent } from './hostEvents';

/**
 * A lead for the call centre was sent: GA4's `generate_lead` on the dataLayer (`lead_source` says
 * which form) and the matching host event. Nothing personal goes with either.
 */
export function reportLead(
  lead: { source: 'phone_booking'; vehicleId: number } | { source: 'enquiry'; type: 'REQ_CALL' | 'LONG_TERM' },
): void {
  if (lead.source === 'phone_booking') {
    pushToDataLayer({ event: 'generate_lead', lead_source: 'phone_booking', vehicle_id: lead.vehicleId });
    emitHostEvent('chw:phone_booking_requested', { vehicleId: lead.vehicleId });
  } else {
    pushToDataLayer({ event: 'generate_lead', lead_source: lead.type === 'REQ_CALL' ? 'request_call' : 'long_term' });
    emitHostEvent('chw:enquiry_sent', { type: lead.type });
  }
}
