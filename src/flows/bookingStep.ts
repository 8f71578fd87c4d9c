/** A step of the booking journey: 1 /booking, 2 /liability-extra, 3 /checkout. */
export type BookingStep = 1 | 2 | 3;
