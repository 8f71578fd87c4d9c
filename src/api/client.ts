import wretch, { type Wretch } from 'wretch';
import { getConfig } from '../config';
import { getCookie } from '../lib/cookies';
import type { Envelope } from './types';
import { messages, ownMessages } from '../messages';

/** API timeout (spec §9). */
export const API_TIMEOUT_MS = 30_000;

/**
 * Why a call failed: the server answered with an error (`http`), no answer came (`network`,
 * `timeout`), or an answer came that could not be read (`malformed`: not JSON, no envelope).
 */
export type ApiFailure = 'http' | 'network' | 'timeout' | 'malformed';

/** Every API failure, whatever its cause, as one typed error. */
export class ApiError extends Error {
  /** HTTP status; 0 for a network failure or timeout. */
  readonly status: number;
  /** The server's `title`, when it sent one. */
  readonly title: string;
  /** The server's `message`, or a short description of the failure. */
  override readonly message: string;
  /** The server's own `message`; '' when the failure carried none (so callers can use their fallback). */
  readonly serverMessage: string;
  /** Why it failed. */
  readonly reason: ApiFailure;

  constructor(status: number, message: string, title = '', serverMessage = '', reason: ApiFailure = status ? 'http' : 'network') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.message = message;
    this.serverMessage = serverMessage;
    this.reason = reason;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=x` from the defined, non-null entries of `query`. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Which base URL a call uses: the booking API, `{rentalHost}/{apiRoot}/v1`, or
 * none (`absolute`: the path is a full URL from config).
 */
export type ApiBase = 'booking' | 'rental' | 'absolute';

export function baseUrl(base: ApiBase): string {
  const config = getConfig();
  if (base === 'absolute') return '';
  if (base === 'booking') return config.bookingApi.replace(/\/$/, '');
  return `${config.rentalHost.replace(/\/$/, '')}/${config.apiRoot.replace(/^\/|\/$/g, '')}/v1`;
}

function client(base: ApiBase): Wretch {
  return wretch(baseUrl(base))
    .content('application/json')
    .accept('application/json')
    .defer((w) => {
      // Read at request time: the cookie may appear or go between calls.
      const token = getCookie('auth_token');
      const timed = w.options({ signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      return token ? timed.auth(`Bearer ${token}`) : timed;
    });
}

/** Turns anything thrown by fetch or wretch into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError(0, ownMessages.requestTimedOut, '', '', 'timeout');
  }
  // A 2xx answer whose body is not JSON: the server was reached, so "could not reach" would mislead.
  if (error instanceof SyntaxError) return new ApiError(0, ownMessages.unreadableAnswer, '', '', 'malformed');
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  if (status) {
    const { json, text } = error as { json?: unknown; text?: string };
    let body = json;
    if (body === undefined && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const serverMessage = typeof record.message === 'string' ? record.message.trim() : '';
    const title = typeof record.title === 'string' ? record.title : '';
    return new ApiError(status, serverMessage || ownMessages.requestFailed, title, serverMessage);
  }
  return new ApiError(0, ownMessages.unreachable);
}

type Method = 'GET' | 'POST' | 'PATCH';

/** Sends a request and returns the parsed JSON body as is (no envelope unwrapping). */
export async function requestRaw<T>(method: Method, base: ApiBase, path: string, body?: unknown, query?: Query): Promise<T> {
  const w = client(base).url(`${path}${queryString(query)}`);
  try {
    const chain = method === 'GET' ? w.get() : method === 'POST' ? w.post(body ?? {}) : w.patch(body ?? {});
    return (await chain.json());
  } catch (error) {
    throw toApiError(error);
  }
}

/** Sends a request and unwraps the `{ data }` envelope. */
export async function request<T>(method: Method, base: ApiBase, path: string, body?: unknown, query?: Query): Promise<T> {
  const result = await requestRaw<Envelope<T>>(method, base, path, body, query);
  if (typeof result !== 'object' || result === null || !('data' in result)) {
    throw new ApiError(0, messages.subSearchUnexpected, '', '', 'malformed');
  }
  return result.data;
}

/** GET returning a Blob (CSV export). */
export async function requestBlob(base: ApiBase, path: string, query?: Query): Promise<Blob> {
  try {
    return await client(base).url(`${path}${queryString(query)}`).accept('text/csv').get().blob();
  } catch (error) {
    throw toApiError(error);
  }
}
