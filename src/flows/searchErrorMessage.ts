import { ApiError } from '../api/client';
import { subscriptionMessages } from '../messages/subscription';

/** The message the server sent with an error response, or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}

/**
 * Spec §8 Subscription search, by the error's kind (api/client toApiError): the server's message
 * if it gave one; an error response without one → 'Something went wrong…'; an answer without
 * vehicles or token (`unexpected`) → 'Unexpected response from server.'; anything else (network,
 * timeout, an answer that is not JSON) → 'There was an error submitting your request.'.
 */
export function searchErrorMessage(error: unknown): string {
  // Not the server's doing: the browser refuses cookies or storage (flows/blockedBrowser).
  if (error instanceof Error && error.name === 'BlockedBrowserError') return error.message;
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (!(error instanceof ApiError)) return subscriptionMessages.subSearchFallback;
  switch (error.kind) {
    case 'unexpected':
      return subscriptionMessages.subSearchUnexpected;
    case 'network':
    case 'timeout':
    case 'malformed':
      return subscriptionMessages.subSearchFallback;
    default:
      // An error response (4xx, 5xx) without the server's words.
      return subscriptionMessages.subSearchFailed;
  }
}
