import { enquiryMessages } from '../../messages/enquiry';
import { isEmail, required } from '../../lib/validation';
import { fieldErrors, type FieldRules } from '../../lib/fieldErrors';

export interface EnquiryValues {
  name: string;
  phone: string;
  email: string;
  callTime: string;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

const rules: FieldRules<EnquiryValues> = {
  name: [[required, enquiryMessages.enquiryNameRequired]],
  phone: [[required, enquiryMessages.enquiryPhoneRequired]],
  email: [
    [required, enquiryMessages.enquiryEmailRequired],
    [isEmail, enquiryMessages.enquiryEmailInvalid],
  ],
};

/** Spec §5 Request-a-call: the first failing rule of each field; best time is optional. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  return fieldErrors(values, rules);
}
