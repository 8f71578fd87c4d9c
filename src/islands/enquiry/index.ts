import { defineIsland } from '../types';
import { enquiryAttributes } from '../attributes.generated';
import { EnquiryIsland } from './EnquiryIsland';

/** The request-a-call / long-term rental enquiry form (spec §2, §4, §5). */
export default defineIsland({ attributes: enquiryAttributes, Component: EnquiryIsland });
