import type { EnquiryType } from '../../api/types';

export interface EnquiryProps {
  /** From the WordPress shortcode; without it the page path decides. */
  type?: EnquiryType;
}

/** `{ type?: 'REQ_CALL' | 'LONG_TERM' }`; anything else is rejected at the boundary. */
export function parseEnquiryProps(raw: unknown): EnquiryProps {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new TypeError('Island props must be a JSON object.');
  const type = (raw as Record<string, unknown>).type;
  if (type === undefined || type === '') return {};
  if (type === 'REQ_CALL' || type === 'LONG_TERM') return { type };
  throw new TypeError(`Unknown enquiry type "${typeof type === 'string' ? type : JSON.stringify(type)}".`);
}

/** The enquiry type: the prop, else REQ_CALL when the path contains request-a-call, else LONG_TERM (spec §7). */
export function enquiryType(props: EnquiryProps, pathname: string): EnquiryType {
  return props.type ?? (pathname.includes('request-a-call') ? 'REQ_CALL' : 'LONG_TERM');
}
