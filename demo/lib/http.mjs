// @ts-check
/**
 * HTTP helpers shared by every route module: the error type that becomes a
 * `{ title?, message, code? }` body, a strict JSON body reader and small validators.
 * Validators throw HttpError(400) with a message a person can act on.
 */

/**
 * What a 409 (or 401, 410) means, for machines: src/api/types.ts ApiErrorBody.
 * @typedef {'changed' | 'sold_out' | 'link_used' | 'link_expired' | 'link_invalid' | 'manage_expired' | 'not_allowed'
 *   | 'change_pending' | 'cancelled' | 'checkin_not_open' | 'checkin_closed' | 'agreement_changed' | 'not_an_image'
 *   | 'too_large'} ErrorCode
 */

/**
 * An answer other than 2xx, as the body `{ title?, message, code? }` (app.mjs's onError), with its
 * options named like the widgets' ApiError: `new HttpError(409, { message, title: 'Sold out', code: 'sold_out' })`.
 */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {{ message: string, title?: string, code?: ErrorCode }} options `message` and `title` for
   *   people, `code` for machines
   */
  constructor(status, { message, title, code }) {
    super(message);
    this.status = status;
    this.title = title;
    this.code = code;
  }
}

/** @param {string} message @param {string} [title] */
export const badRequest = (message, title = 'Invalid request') => new HttpError(400, { message, title });
/** @param {string} message @param {string} [title] */
export const notFound = (message, title = 'Not found') => new HttpError(404, { message, title });
/** @param {string} message @param {string} [title] */
export const conflict = (message, title = 'Conflict') => new HttpError(409, { message, title });
/** A 409 for a step that no longer matches the booking (code `changed`). @param {string} message @param {string} title */
export const changed = (message, title) => new HttpError(409, { message, title, code: 'changed' });
/** A 409 for a car that has gone (code `sold_out`). @param {string} message */
export const soldOut = (message) => new HttpError(409, { message, title: 'Sold out', code: 'sold_out' });

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the request body as a JSON object. Malformed UTF-8 (never stored as U+FFFD), malformed
 * JSON, an empty body or a non-object → 400.
 * @param {import('hono').Context} c
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJson(c) {
  let text;
  try {
    text = UTF8.decode(await c.req.arrayBuffer());
  } catch (error) {
    if (error instanceof TypeError) throw badRequest('The request body is not valid UTF-8.');
    throw error;
  }
  if (!text.trim()) throw badRequest('The request body is empty; a JSON object is expected.');
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/** @typedef {Record<string, unknown>} Body */

/**
 * A required-or-optional string field.
 * @param {Body} body @param {string} key
 * @param {{required?: boolean, max?: number, label?: string, trim?: boolean}} [opts]
 * @returns {string}
 */
export function str(body, key, opts = {}) {
  const { required = true, max = 200, label = key } = opts;
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${label} is required.`);
    return '';
  }
  if (typeof value !== 'string') throw badRequest(`${label} must be a string.`);
  const trimmed = opts.trim === false ? value : value.trim();
  if (required && !trimmed) throw badRequest(`${label} is required.`);
  if (trimmed.length > max) throw badRequest(`${label} may not exceed ${max} characters.`);
  return trimmed;
}

/**
 * An integer field (a JSON number; numeric strings are refused).
 * @param {Body} body @param {string} key
 * @param {{required?: boolean, min?: number, max?: number, label?: string, nullable?: boolean}} [opts]
 * @returns {number | null}
 */
export function int(body, key, opts = {}) {
  const { required = true, min = -Infinity, max = Infinity, label = key, nullable = false } = opts;
  const value = body[key];
  if (value === undefined || value === null) {
    if (value === null && nullable) return null;
    if (required) throw badRequest(`${label} is required.`);
    return null;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`${label} must be an integer.`);
  if (value < min || value > max) throw badRequest(`${label} must be between ${min} and ${max}.`);
  return value;
}

/**
 * Like `int`, for fields that must be present.
 * @param {Body} body @param {string} key @param {{min?: number, max?: number, label?: string}} [opts]
 * @returns {number}
 */
export function reqInt(body, key, opts = {}) {
  return /** @type {number} */ (int(body, key, { ...opts, required: true }));
}

/**
 * @param {Body} body @param {string} key
 * @param {{required?: boolean, label?: string, fallback?: boolean}} [opts]
 * @returns {boolean}
 */
export function bool(body, key, opts = {}) {
  const { required = true, label = key, fallback = false } = opts;
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${label} is required.`);
    return fallback;
  }
  if (typeof value !== 'boolean') throw badRequest(`${label} must be true or false.`);
  return value;
}

/**
 * @template {string} T
 * @param {Body} body @param {string} key @param {readonly T[]} allowed @param {{label?: string}} [opts]
 * @returns {T}
 */
export function oneOf(body, key, allowed, opts = {}) {
  const { label = key } = opts;
  const value = body[key];
  if (value === undefined || value === null || value === '') throw badRequest(`${label} is required.`);
  if (typeof value !== 'string' || !allowed.includes(/** @type {T} */ (value))) {
    throw badRequest(`${label} must be one of: ${allowed.join(', ')}.`);
  }
  return /** @type {T} */ (value);
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** @param {Body} body @param {string} key @param {{required?: boolean, label?: string}} [opts] */
export function email(body, key, opts = {}) {
  const { label = 'Email address', required = true } = opts;
  const value = str(body, key, { required, max: 254, label });
  if (value && !EMAIL_RE.test(value)) throw badRequest('Please enter a valid email address');
  return value.toLowerCase();
}

/**
 * Digits only, no leading 0, 7–15 digits.
 * @param {Body} body @param {string} key @param {{required?: boolean, label?: string}} [opts]
 */
export function phone(body, key, opts = {}) {
  const { label = 'Contact number', required = true } = opts;
  const value = str(body, key, { required, max: 20, label });
  if (value && !/^[1-9]\d{6,14}$/.test(value)) {
    throw badRequest(`${label} must be 7 to 15 digits with the country code and no leading 0.`);
  }
  return value;
}
