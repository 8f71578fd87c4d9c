import type { ApiError } from '../../api/client';
import type { ManageChangeResult, ManagedBooking } from '../../api/manage';

/** What the booking's panels tell the screen: a change done, a waiting change dropped, or one waiting elsewhere. */
export interface ManageActions {
  /** A change applied (paid, refunded or the same price). */
  onDone: (result: Extract<ManageChangeResult, { status: 'done' }>) => void;
  /** The change waiting for its payment was dropped: the booking as it was. */
  onDropped: (booking: ManagedBooking) => void;
  /** 409 `change_pending`: another change waits for its payment (made in another tab, say). */
  onChangePending: (error: ApiError) => void;
  /** A dearer change now waits for its payment: the screen shows it (its one "Pay the difference"). */
  onAwaitingPayment: () => void;
  /** The waiting change's payment is no longer taken (dropped, or the booking cancelled, elsewhere). */
  onStopped: () => void;
}
