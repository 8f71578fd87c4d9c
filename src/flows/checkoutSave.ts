import type { IntentType } from '../api/types';

/** The card intent of a save, and the booking or subscription it was made for. */
export interface Intent {
  clientSecret: string;
  intentType: IntentType;
  identity: string;
}

/**
 * A checkout's save of the renter's details (spec §2 step 3 and /subscription-checkout): idle →
 * saving → saved (with the card intent) or failed (its message; a retry is allowed). A notice says
 * why the renter is back at idle.
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
  /**
   * The total or the booking changed (the server would charge another total than the one shown, or
   * another tab changed the booking): back to idle with the notice that says which. An intent made
   * for the old one must not be confirmed (during a save there is none yet).
   */
  | { type: 'changed'; notice: string };

export const idleCheckoutSave: CheckoutSave = { save: 'idle', saveError: '', notice: '', intent: null };

/** A checkout's save as one reducer (for useReducer), so each step of it is named once. */
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
    case 'changed':
      return { ...state, save: 'idle', notice: action.notice, intent: null };
  }
}
