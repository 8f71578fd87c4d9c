import { defineIsland } from '../types';
import { parseEnquiryProps } from './parseEnquiryProps';
import { EnquiryIsland } from './EnquiryIsland';

/** The request-a-call / long-term rental enquiry form (spec §2, §4, §5). */
export default defineIsland({ parseProps: parseEnquiryProps, Component: EnquiryIsland });
