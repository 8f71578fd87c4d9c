import type { EnquiryType } from '../../api/types';
import type { AttributeValues } from '../../lib/parseAttributes';
import type { attributes } from './attributes.generated';

/** The island's props (island.json): `type` from the shortcode or block; without it the page path decides. */
export type EnquiryProps = AttributeValues<typeof attributes>;

/** The enquiry type: the prop, else REQ_CALL when the path contains request-a-call, else LONG_TERM (spec §7). */
export function enquiryType(props: EnquiryProps, pathname: string): EnquiryType {
  return props.type ?? (pathname.includes('request-a-call') ? 'REQ_CALL' : 'LONG_TERM');
}
