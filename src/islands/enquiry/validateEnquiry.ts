import { messages } from '../../messages';
import { isEmail, required } from '../../lib/validation';

export interface EnquiryValues {
  name: string;
  phone: string;
  email: string;
  callTime: string;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

/** Spec §5 Request-a-call: the first failing rule of each field; best time is optional. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!required(values.name)) errors.name = messages.enquiryNameRequired;
  if (!required(values.phone)) errors.phone = messages.enquiryPhoneRequired;
  if (!required(values.email)) errors.email = messages.enquiryEmailRequired;
  else if (!isEmail(values.email)) errors.email = messages.enquiryEmailInvalid;
  return errors;
}
