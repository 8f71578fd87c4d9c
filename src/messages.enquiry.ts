/**
 * Our own texts of the request-a-call / long-term rental form.
 * Kept apart from messages.ts so a page loads only its own words (the home page budget).
 */
export const enquiryMessages = {
  // Enquiry form; the call times are spec §9's, in order, the first the default
  enquiryFormReqCall: 'Request a call',
  enquiryFormLongTerm: 'Long-term car rental enquiry',
  enquiryName: 'Name',
  enquiryPhone: 'Phone',
  enquiryEmail: 'Email',
  enquiryCallTime: 'Best Time to Call You (Optional)',
  enquiryCallTimes: [
    '8am - 9am AEDT',
    '9am - 10am',
    '10am - 11am',
    '11am - 12noon',
    '12noon - 1pm',
    '1pm - 2pm',
    '2pm - 3pm',
    '3pm - 4pm',
    '4pm - 5pm',
    '5pm - 6pm',
  ],
  enquirySubmit: 'SUBMIT',
  sending: 'Sending…',
} as const;
