import { enquiryMessages } from '../../messages/enquiry';
import { fieldErrors, type FieldRules } from '../../lib/fieldErrors';
import { emailRules, requiredFields, type FormErrors } from '../../flows/contactRules';

export interface EnquiryValues {
  name: string;
  phone: string;
  email: string;
  callTime: string;
}

const rules: FieldRules<EnquiryValues> = {
  ...requiredFields({ name: enquiryMessages.enquiryNameRequired, phone: enquiryMessages.enquiryPhoneRequired }),
  email: emailRules(enquiryMessages.enquiryEmailRequired, enquiryMessages.enquiryEmailInvalid),
};

/** Spec §5 Request-a-call: the first failing rule of each field; best time is optional. */
export function validateEnquiry(values: EnquiryValues): FormErrors<EnquiryValues> {
  return fieldErrors(values, rules);
}
