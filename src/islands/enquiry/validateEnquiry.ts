import { enquiryMessages } from '../../messages/enquiry';
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
  if (!required(values.name)) errors.name = enquiryMessages.enquiryNameRequired;
  if (!required(values.phone)) errors.phone = enquiryMessages.enquiryPhoneRequired;
  if (!required(values.email)) errors.email = enquiryMessages.enquiryEmailRequired;
  else if (!isEmail(values.email)) errors.email = enquiryMessages.enquiryEmailInvalid;
  return errors;
}
