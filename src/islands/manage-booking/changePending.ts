import { ApiError } from '../../api/client';

/** A 409 `change_pending`: a change to this booking waits for its payment (contract: pay or drop it first). */
export const isChangePending = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === 'change_pending';
