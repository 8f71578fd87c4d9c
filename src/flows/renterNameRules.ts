import { isEmail, required } from '../lib/validation';
import type { FieldRules } from '../lib/fieldErrors';
import { bookingMessages } from '../messages/booking';

/** The renter's name and email as the booking journey checks them: the checkout's customer form and the phone booking alike (spec §5). */
export const renterNameRules = {
  firstName: [[required, bookingMessages.firstNameRequired]],
  lastName: [[required, bookingMessages.lastNameRequired]],
  email: [
    [required, bookingMessages.emailRequired],
    [isEmail, bookingMessages.emailInvalid],
  ],
} satisfies FieldRules<{ firstName: string; lastName: string; email: string }>;
