/**
 * The help line's words (ui/HelpLine), in a file of their own: the booking steps, the
 * subscription steps and the enquiry form show it, the home page does not.
 */
export const helpMessages = {
  /** Before the call centre's number (config supportPhone). */
  helpLine: 'Need help? Call',
} as const;
