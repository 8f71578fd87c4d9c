/** The request-a-call / long-term rental form's texts. */
export const enquiryMessages = {
  // spec §5 Request-a-call, §8 its failure and §2 its success alert
  enquiryNameRequired: 'Please enter your name',
  enquiryPhoneRequired: 'Please enter your phone number',
  enquiryEmailRequired: 'Please enter your email',
  enquiryEmailInvalid: 'Please enter a valid email',
  enquiryFailed: 'There was an error submitting your request. Please try again later.',
  enquirySuccess: 'Your inquiry has been submitted!',

  // spec §2 Request-a-call: the call-time select and the button
  enquiryCallTime: 'Best Time to Call You (Optional)',
  enquirySubmit: 'SUBMIT',

  // Enquiry form
  enquiryFormReqCall: 'Request a call',
  enquiryFormLongTerm: 'Long-term car rental enquiry',
  enquiryName: 'Name',
  enquiryPhone: 'Phone',
  enquiryEmail: 'Email',
  sending: 'Sending…',
} as const;
