import { lazy } from 'react';
import { defineIsland } from '../types';
import { parseEnquiryProps } from './parseEnquiryProps';

/** The request-a-call / long-term rental enquiry form (spec §2, §4, §5). */
export default defineIsland({
  parseProps: parseEnquiryProps,
  Component: lazy(() => import('./EnquiryForm').then((m) => ({ default: m.EnquiryForm }))),
});
