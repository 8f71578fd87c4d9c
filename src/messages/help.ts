/**
 * The help line's words (ui/HelpLine), in a file of their own: the booking steps, the
 * subscription steps and the enquiry form show it, and every island beside the words for a code
 * file that did not load (ui/ReloadHelp), so they are in the first chunks ('state').
 */
export const helpMessages = {
  /** Before the call centre's number (config supportPhone). */
  helpLine: 'Need help? Call',
  /** When the booking API cannot be reached: opens the enquiry form with the contact details already typed. */
  requestACall: 'Request a call',
  /** A failed step tried again by itself when the connection came back. */
  backOnline: 'You’re back online, so we tried again.',
} as const;
