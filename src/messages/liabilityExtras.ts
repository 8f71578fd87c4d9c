/** Step 2, /liability-extra: the liability options, the extras and their steppers. */
export const liabilityExtrasMessages = {
  // spec §8 Error catalogue: step 2
  calculateFailed: 'An error occured, please refresh the page or try again later',
  noRecordsFound: 'no records found',

  // spec §2 Step 2's button
  proceedToCheckout: 'PROCEED TO CHECKOUT',

  // spec §9 Administration fee (the note of §2 step 2)
  adminFeeNote: 'Administration fee: $250 with the $5,000 or $500 damage liability option, none with $0.',

  // Liabilities & extras
  liabilityHeading: 'Choose your liability option',
  liabilityLegend: 'Liability options',
  extrasHeading: 'Extras',
  chooseLiabilityFirst: 'Choose a liability option to continue.',
  excludedByLiability: 'Already covered by the liability option you chose.',
  decreaseQuantity: (name: string) => `Remove one ${name}`,
  increaseQuantity: (name: string) => `Add one ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  /** Beside an extra's stepper once it reaches the most a booking may have. */
  maxQuantityReached: (max: number) => `Up to ${max} per booking`,
  updatingTotal: 'Updating your total…',
  waitingForTotal: 'Waiting for your total…',
} as const;
