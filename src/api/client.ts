import wretch, { type ConfiguredMiddleware } from 'wretch';
import { getConfig, type Config } from '../config';
import { getCookie } from '../lib/cookies';
import { emitHostEvent } from '../lib/hostEvents';
import { isRecord } from '../lib/isRecord';
import type { ApiErrorKind } from './types';
import { CHUNK_FAILED } from '../lib/lazyOnce';

/** API timeout (spec §9). */
export const API_TIMEOUT_MS = 30_000;

/**
 * What a 409 means, by the body's `code` (api/types ApiErrorBody) or, from an API that sends no
 * code, by the reference server's titles (the contract of docs/conventions.md "API"): this step
 * no longer matches the booking (`changed`), the car was sold (`sold_out`), or a manage change
 * waits for its payment (`change_pending`).
 */
const CONFLICTS = new Map<unknown, ApiErrorKind>([
  ['changed', 'changed'],
  ['sold_out', 'sold_out'],
  ['change_pending', 'change_pending'],
  ['No vehicle selected', 'changed'],
  ['No liability selected', 'changed'],
  ['Booking changed', 'changed'],
  ['Sold out', 'sold_out'],
]);

/** The kinds an HTTP status means by itself (409 is read with its code or title). */
const STATUS_KINDS: Partial<Record<number, ApiErrorKind>> = {
  400: 'invalid',
  401: 'unauthorized',
  402: 'payment',
  404: 'expired',
  410: 'expired',
  422: 'invalid',
  429: 'rate_limited',
};

/** The kind of an HTTP error answer from its status and its body's `code`, else its `title`. */
export function kindOf(status: number, title: string, code?: unknown): ApiErrorKind {
  if (status === 409) return CONFLICTS.get(code) ?? CONFLICTS.get(title) ?? 'conflict';
  return STATUS_KINDS[status] ?? (status >= 500 ? 'server' : 'rejected');
}

/** What an ApiError is made of; `kind` is decided where the answer is read (toApiError). */
export interface ApiErrorOptions {
  kind: ApiErrorKind;
  /**
   * The server's `message`, or for the console a short description (default: the kind). Not the
   * renter's words: flows/apiErrorText.ts gives those where the failure is shown.
   */
  message?: string;
  /** HTTP status; 0 (the default) when no answer came or it could not be read. */
  status?: number;
  /** The server's `title`, when it sent one. */
  title?: string;
  /** The server's own `message`; '' when the failure carried none (so callers can use their fallback). */
  serverMessage?: string;
}

/**
 * Every API failure, whatever its cause, as one typed error. It carries no words for the renter
 * (docs/conventions.md, "One HTTP client"): flows/apiErrorText.ts reads `kind` and `serverMessage`.
 */
export class ApiError extends Error {
  /** What it means (see ApiErrorKind). */
  declare readonly kind: ApiErrorKind;
  declare readonly status: number;
  declare readonly title: string;
  declare readonly serverMessage: string;

  constructor(options: ApiErrorOptions) {
    super(options.message ?? options.kind);
    Object.assign(this, { name: 'ApiError', status: 0, title: '', serverMessage: '' }, options);
  }
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

/** The bearer token, read at request time: the cookie may appear or go between calls. */
const auth: ConfiguredMiddleware = (next) => (url, options) => {
  const token = getCookie('auth_token');
  return next(url, token ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } } : options);
};

/** The islands on this page, for the host's `chw:error` event. */
const pageIslands = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-chw-island]'), (node) => node.dataset.chwIsland).join(',');

/**
 * Tells the host page of every failed call (`chw:error`: the islands, the call's path and the HTTP
 * status, 0 when no answer came), never of one the caller cancelled. The path carries no query,
 * so nothing a renter typed goes with it.
 */
const report: ConfiguredMiddleware = (next) => (url, options) => {
  const call = new URL(url, window.location.href).pathname;
  const failed = (status: number) => emitHostEvent('chw:error', { island: pageIslands(), call, status });
  return next(url, options).then(
    (response) => {
      if (!response.ok) failed(response.status);
      return response;
    },
    (error: unknown) => {
      const cancelled = error instanceof Error && error.name === 'AbortError';
      if (!cancelled) failed(0);
      throw error;
    },
  );
};

/** How long a GET that got no answer or a 5xx waits before its one quiet retry. */
export const RETRY_DELAY_MS = 1000;

/**
 * A GET that got no answer (the network failed) or a 5xx is tried once more after RETRY_DELAY_MS,
 * so a blip on a phone's connection or a server restart is never shown. Only reads are repeated:
 * a POST may have been applied before its answer was lost. A timeout or the caller's abort ends it.
 */
const retryRead: ConfiguredMiddleware = (next) => (url, options) => {
  const attempt = () => next(url, options);
  if (options.method !== 'GET') return attempt();
  const again = () => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(attempt);
  return attempt().then(
    (response) => (response.status >= 500 ? again() : response),
    (error: unknown) => {
      if (error instanceof TypeError) return again();
      throw error;
    },
  );
};

/** Every call ends after API_TIMEOUT_MS (spec §9), or earlier when the caller's signal aborts. */
const timeout: ConfiguredMiddleware = (next) => (url, options) =>
  next(url, { ...options, signal: withTimeout(options.signal ?? undefined, API_TIMEOUT_MS) });

/** A signal that aborts when `signal` does or after `ms` (AbortSignal.any is too new for the browsers we serve). */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timer = AbortSignal.timeout(ms);
  if (!signal) return timer;
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  if (signal.aborted) controller.abort(signal.reason);
  signal.addEventListener('abort', abort(signal), { once: true });
  timer.addEventListener('abort', abort(timer), { once: true });
  return controller.signal;
}

/** The `{ data }` envelope's data; an answer without one is unexpected. */
function unwrap(body: unknown): unknown {
  // (A JSON array never has a `data` key, so isRecord's array check changes nothing here.)
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError({ kind: 'unexpected' });
  }
  return body.data;
}

/** The base instance of one API: JSON, auth, timeout, every failure an ApiError. */
function baseInstance(url: string) {
  return wretch(url)
    .content('application/json')
    .accept('application/json')
    .middlewares([report, retryRead, auth, timeout])
    .catcherFallback((error) => {
      throw toApiError(error);
    });
}

type Base = ReturnType<typeof baseInstance>;

/** The instances of one config, built once (tests and the host page may replace the config). */
let built: { config: Config; bases: Record<ApiBase, Base> } | undefined;

function base(which: ApiBase): Base {
  const config = getConfig();
  if (built?.config !== config) {
    built = {
      config,
      bases: {
        booking: baseInstance(baseUrl('booking')),
        rental: baseInstance(baseUrl('rental')),
        absolute: baseInstance(''),
      },
    };
  }
  return built.bases[which];
}

/** Query values as sent: undefined and null entries are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** What a call may add to its API's base: the caller's abort signal and a query string. */
export interface CallOptions {
  signal?: AbortSignal;
  query?: Query;
}

/**
 * `?` and the query's values, undefined and null ones left out ('' when none). wretch puts the
 * call's path before it. (Eight lines instead of wretch's query-string addon, on every first load.)
 */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function configured(which: ApiBase, { signal, query }: CallOptions) {
  return base(which).options({ signal }).url(queryString(query));
}

/** An API whose answers come in the `{ data }` envelope, unwrapped. */
export const api = (which: ApiBase, call: CallOptions = {}) =>
  configured(which, call).resolve((chain) => chain.json(unwrap));

/** An API whose answers are used as they come (no envelope). */
export const rawApi = (which: ApiBase, call: CallOptions = {}) =>
  configured(which, call).resolve((chain) => chain.json());

/** A file download (the CSV export). */
export const blobApi = (which: ApiBase, call: CallOptions = {}) =>
  configured(which, call)
    .accept('text/csv')
    .resolve((chain) => chain.blob());

/** Turns anything thrown by fetch or wretch into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Our own code did not arrive: the server may be fine, so never "could not reach the server".
  if (error instanceof Error && error.name === CHUNK_FAILED) return new ApiError({ kind: 'chunk' });
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError({ kind: 'timeout' });
  }
  // A 2xx answer whose body is not JSON: the server was reached, so "could not reach" would mislead.
  if (error instanceof SyntaxError) return new ApiError({ kind: 'malformed' });
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  if (status) {
    const { json, text } = error as { json?: unknown; text?: string };
    let body = json;
    if (body === undefined && text) {
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's HTML page, say): no title or message to read.
      }
    }
    const record = isRecord(body) ? body : {};
    const serverMessage = typeof record.message === 'string' ? record.message.trim() : '';
    const title = typeof record.title === 'string' ? record.title : '';
    return new ApiError({
      kind: kindOf(status, title, record.code),
      message: serverMessage || `HTTP ${status}`,
      status,
      title,
      serverMessage,
    });
  }
  return new ApiError({ kind: 'network' });
}
