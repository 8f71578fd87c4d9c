import { requestRaw } from './client';
import type { EnquiryRequest } from './types';

/** POST {rentalHost}/{apiRoot}/v1/request-call; success is any 2xx status. */
export const sendEnquiry = (body: EnquiryRequest) => requestRaw<unknown>('POST', 'rental', '/request-call', body);
