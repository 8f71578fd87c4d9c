import { ApiError } from '../api/client';
import { sharedMessages } from '../messages/shared';
import { subscriptionMessages } from '../messages/subscription';

/** The message the server sent with an error response, or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}

/**
 * Spec §8 Subscription search: the server's message if it gave one; an error
 * response without one → 'Something went wrong…'; a response without vehicles
 * or token → 'Unexpected response from server.'; anything else (network,
 * timeout) → 'There was an error submitting your request.'.
 */
export function searchErrorMessage(error: unknown): string {
  // Not the server's doing: the browser refuses cookies or storage (flows/blockedBrowser).
  if (error instanceof Error && error.name === 'BlockedBrowserError') return error.message;
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError && error.status > 0) return subscriptionMessages.subSearchFailed;
  if (error instanceof Error && error.message === sharedMessages.unexpectedAnswer)
    return subscriptionMessages.subSearchUnexpected;
  return subscriptionMessages.subSearchFallback;
}
