import { rawApi } from './client';
import type { EnquiryRequest } from './types';

/** POST {rentalHost}/{apiRoot}/v1/request-call; success is any 2xx status. */
export const sendEnquiry = (body: EnquiryRequest, signal?: AbortSignal) =>
  rawApi('rental', { signal }).post(body, '/request-call');
