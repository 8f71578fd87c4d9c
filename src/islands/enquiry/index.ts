import { defineIsland } from '../types';
import { attributes } from './attributes.generated';
import { EnquiryIsland } from './EnquiryIsland';

/** The request-a-call / long-term rental enquiry form (spec §2, §4, §5). */
export default defineIsland({ attributes, Component: EnquiryIsland });
