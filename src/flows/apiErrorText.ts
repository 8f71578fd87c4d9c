import type { ApiError } from '../api/client';
import type { ApiErrorKind } from '../api/types';
import { sharedMessages } from '../messages/shared';

/** Our words for a failure that came with none of the server's, by its kind. */
const KIND_TEXT: Partial<Record<ApiErrorKind, string>> = {
  chunk: sharedMessages.chunkFailed,
  timeout: sharedMessages.requestTimedOut,
  malformed: sharedMessages.unreadableAnswer,
  unexpected: sharedMessages.unexpectedAnswer,
  network: sharedMessages.unreachable,
};

/**
 * What the renter reads for a failed call: the server's own message when it sent one, else our
 * words for the kind of failure (no answer, an unreadable one, our code missing…), else "Something
 * went wrong on our side". The API layer carries no words (docs/conventions.md, "One HTTP client").
 */
export function apiErrorText(error: ApiError): string {
  return error.serverMessage || (KIND_TEXT[error.kind] ?? sharedMessages.requestFailed);
}
