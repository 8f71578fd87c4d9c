import type { IntentType } from '../../api/types';
import { bookingMessages } from '../../messages/booking';

/** The card intent of a save, and the booking it was made for. */
export interface Intent {
  clientSecret: string;
  intentType: IntentType;
  identity: string;
}

/**
 * The driver's details' save (spec §2 step 3): idle → saving → saved (with the card intent) or
 * failed (its message; a retry is allowed). A notice says why the renter is back at idle.
 */
export interface CheckoutSave {
  save: 'idle' | 'saving' | 'saved' | 'failed';
  /** The failed save's message. */
  saveError: string;
  /** Why the save went back to idle (the total or the booking changed); '' for none. */
  notice: string;
  intent: Intent | null;
}

export type CheckoutSaveAction =
  /** The valid form is being sent: the last notice goes. */
  | { type: 'start' }
  /** The details are saved and the card intent made for the booking on screen. */
  | { type: 'saved'; intent: Intent }
  /** The save failed; the renter may try again. */
  | { type: 'failed'; message: string }
  /** The save met a booking problem, which the layout shows: back to idle, nothing more here. */
  | { type: 'stopped' }
  /** The server would charge another total than the one shown: the new one is shown first. */
  | { type: 'totalChanged' }
  /** Another tab changed the booking: an intent made for the old one must not be confirmed. */
  | { type: 'bookingChanged' };

export const idleCheckoutSave: CheckoutSave = { save: 'idle', saveError: '', notice: '', intent: null };

/** The checkout's save as one reducer (for useReducer), so each step of it is named once. */
export function checkoutSave(state: CheckoutSave, action: CheckoutSaveAction): CheckoutSave {
  switch (action.type) {
    case 'start':
      return { ...state, save: 'saving', notice: '' };
    case 'saved':
      return { ...state, save: 'saved', intent: action.intent };
    case 'failed':
      return { ...state, save: 'failed', saveError: action.message };
    case 'stopped':
      return { ...state, save: 'idle' };
    case 'totalChanged':
      return { ...state, save: 'idle', notice: bookingMessages.totalChangedNotice };
    case 'bookingChanged':
      return { ...state, save: 'idle', notice: bookingMessages.bookingChangedNotice, intent: null };
  }
}
