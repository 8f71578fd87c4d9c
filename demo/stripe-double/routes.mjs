// @ts-check
/**
 * Server side of the Stripe.js test double: serves v3.js and confirms the fake
 * provider's intents with the test cards of docs/conventions.md.
 *   POST /stripe-double/confirm {client_secret, card?: {number, exp_month, exp_year, cvc, postal_code}, require_postal?, three_ds?: 'complete'|'fail'}
 *   GET  /stripe-double/intent?client_secret=…
 *   GET  /stripe-double/v1/payment_intents, /stripe-double/v1/setup_intents (Stripe's list shape; `metadata[booking_id]`, `limit`)
 * Answers are shaped like Stripe.js results: {paymentIntent}|{setupIntent}|{error}|{next_action}.
 */
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARDS, MESSAGES, luhn } from '../api/provider.mjs';

const SCRIPT = readFileSync(fileURLToPath(new URL('./v3.js', import.meta.url)), 'utf8');
const STYLES = readFileSync(fileURLToPath(new URL('./v3.css', import.meta.url)), 'utf8');

/** @param {import('../api/provider.mjs').Intent} intent */
export function publicIntent(intent) {
  const base = {
    id: intent.id,
    client_secret: intent.client_secret,
    status: intent.status,
    livemode: false,
    created: Math.floor(intent.created / 1000),
  };
  return intent.kind === 'payment'
    ? { paymentIntent: { ...base, object: 'payment_intent', amount: Math.round(intent.amount * 100), currency: 'aud' } }
    : { setupIntent: { ...base, object: 'setup_intent', usage: 'off_session' } };
}

/**
 * An intent as Stripe's REST API shows it (`GET /v1/payment_intents`): amounts in cents, metadata
 * values as strings. A setup intent carries the amount it preauthorises too (Stripe's has none), so
 * tests can check what a pay-later booking would have held.
 * @param {import('../api/provider.mjs').Intent & {booking_type?: string | null}} intent
 */
export function apiIntent(intent) {
  return {
    id: intent.id,
    object: intent.kind === 'payment' ? 'payment_intent' : 'setup_intent',
    amount: Math.round(intent.amount * 100),
    ...(intent.kind === 'payment' ? { currency: 'aud' } : { usage: 'off_session' }),
    status: intent.status,
    created: Math.floor(intent.created / 1000),
    livemode: false,
    last_payment_error: intent.last_error ? { code: intent.last_error } : null,
    ...(intent.kind === 'payment'
      ? {
          amount_received: intent.status === 'succeeded' ? Math.round(intent.amount * 100) : 0,
          // Stripe keeps refunds on the charge; the double shows them here so a test can net them off.
          amount_refunded: Math.round(intent.amount_refunded * 100),
          canceled_at: intent.canceled_at ? Math.floor(intent.canceled_at / 1000) : null,
        }
      : {}),
    cancellation_reason: intent.cancellation_reason || null,
    metadata: { booking_id: String(intent.booking_id), booking_type: intent.booking_type ?? '' },
  };
}

/**
 * @param {string} type @param {string} code @param {string} message @param {string} [declineCode]
 */
const fail = (type, code, message, declineCode) => ({
  error: { type, code, message, ...(declineCode ? { decline_code: declineCode } : {}) },
});

/**
 * Test card details as the double's v3.js posts them; any of them may be missing or of another type.
 * @typedef {{ number?: unknown, exp_month?: unknown, exp_year?: unknown, cvc?: unknown, postal_code?: unknown }} CardInput
 */
/**
 * The body of POST /confirm (a JSON value of any shape until checked).
 * @typedef {{ client_secret?: unknown, three_ds?: unknown, require_postal?: unknown, card?: CardInput | null } | null} ConfirmBody
 */

/**
 * Validates test card details against the month of `now` (the server's clock); returns an error result or null.
 * @param {CardInput | null | undefined} card @param {boolean} requirePostal @param {Date} now
 */
export function validateCard(card, requirePostal, now) {
  if (!card || typeof card !== 'object') return fail('validation_error', 'incomplete_number', MESSAGES.incomplete);
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 16)
    return fail('validation_error', 'incomplete_number', MESSAGES.incomplete);
  if (number.length > 19 || !luhn(number)) return fail('validation_error', 'invalid_number', MESSAGES.invalid);
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (!card.exp_month || !card.exp_year || !Number.isInteger(month) || !Number.isInteger(year)) {
    return fail('validation_error', 'incomplete_expiry', MESSAGES.expiryIncomplete);
  }
  if (month < 1 || month > 12) return fail('validation_error', 'invalid_expiry_month', MESSAGES.expiryMonth);
  if (year < 100) year += 2000;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return fail('validation_error', 'invalid_expiry_year_past', MESSAGES.expiryPast);
  }
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return fail('validation_error', 'incomplete_cvc', MESSAGES.cvc);
  if (requirePostal && !String(card.postal_code ?? '').trim())
    return fail('validation_error', 'incomplete_zip', MESSAGES.postal);
  return null;
}

/**
 * @param {{provider: import('../api/provider.mjs').Provider, clock: {date: () => Date},
 *   ownOrigin: () => string}} deps `ownOrigin`: the demo's PUBLIC_URL origin
 */
export function stripeDoubleRoutes({ provider, clock, ownOrigin }) {
  const app = new Hono();
  // The intent lists (a test's view of every charge) answer this origin only: no CORS, and a
  // browser call from elsewhere is refused (Stripe's own lists need the secret key).
  app.use('/v1/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin && origin !== ownOrigin()) {
      return c.json(fail('invalid_request_error', 'forbidden', 'The intent lists answer their own origin only.'), 403);
    }
    return next();
  });
  // The rest of the double (v3.js, its style sheet, /intent, /confirm) is a test tool: any page may call it.
  app.use('*', async (c, next) => {
    if (c.req.path.includes('/v1/')) return next();
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });

  app.get('/v3.js', (c) =>
    c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/v3.css', (c) =>
    c.body(STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/intent', (c) => {
    const intent = provider.bySecret(c.req.query('client_secret') || '');
    if (!intent) return c.json(fail('invalid_request_error', 'resource_missing', 'No such intent.'), 404);
    return c.json(publicIntent(intent));
  });

  // Lists intents the way Stripe's API does, newest first, so tests can count charges:
  // `metadata[booking_id]` narrows to one booking; `limit` 1–100 (default 100, not Stripe's 10, so a
  // count is never cut short silently; `has_more` says when it is).
  for (const [path, kind] of /** @type {const} */ ([
    ['payment_intents', 'payment'],
    ['setup_intents', 'setup'],
  ])) {
    app.get(`/v1/${path}`, (c) => {
      const bookingText = c.req.query('metadata[booking_id]');
      const limitText = c.req.query('limit');
      const limit = limitText === undefined ? 100 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        return c.json(
          fail('invalid_request_error', 'parameter_invalid_integer', 'limit must be an integer from 1 to 100.'),
          400,
        );
      }
      if (bookingText !== undefined && !/^\d+$/.test(bookingText)) {
        return c.json(
          fail('invalid_request_error', 'parameter_invalid_integer', 'metadata[booking_id] must be a booking id.'),
          400,
        );
      }
      const rows = provider.list(kind, {
        bookingId: bookingText === undefined ? null : Number(bookingText),
        limit: limit + 1,
      });
      return c.json({
        object: 'list',
        url: `/v1/${path}`,
        has_more: rows.length > limit,
        data: rows.slice(0, limit).map(apiIntent),
      });
    });
  }

  app.post('/confirm', async (c) => {
    /** @type {ConfirmBody} */
    let body;
    try {
      body = await c.req.json();
    } catch {
      return c.json(
        fail('invalid_request_error', 'parameter_invalid_empty', 'The request body is not valid JSON.'),
        400,
      );
    }
    const intent = typeof body?.client_secret === 'string' ? provider.bySecret(body.client_secret) : undefined;
    if (!intent || !body)
      return c.json(
        fail('invalid_request_error', 'resource_missing', 'No such intent: the client secret is unknown.'),
        404,
      );
    const noun = intent.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent';
    if (intent.status === 'succeeded') {
      return c.json(
        fail(
          'invalid_request_error',
          `${intent.kind === 'payment' ? 'payment' : 'setup'}_intent_unexpected_state`,
          `This ${noun} has already succeeded.`,
        ),
        400,
      );
    }
    // The booking changed (or a newer intent replaced this one): Stripe refuses to confirm a canceled intent.
    if (intent.status === 'canceled') {
      return c.json(
        fail(
          'invalid_request_error',
          `${intent.kind === 'payment' ? 'payment' : 'setup'}_intent_unexpected_state`,
          `You cannot confirm this ${noun} because it has a status of canceled.`,
        ),
        400,
      );
    }
    if (body.three_ds !== undefined) {
      if (intent.status !== 'requires_action')
        return c.json(
          fail('invalid_request_error', 'unexpected_state', `This ${noun} does not need authentication.`),
          400,
        );
      if (body.three_ds === 'complete') {
        provider.setStatus(intent.id, 'succeeded');
        return c.json(publicIntent({ ...intent, status: 'succeeded' }));
      }
      provider.setStatus(intent.id, 'requires_payment_method', 'authentication_failed');
      return c.json(
        fail(
          'card_error',
          `${intent.kind === 'payment' ? 'payment' : 'setup'}_intent_authentication_failure`,
          MESSAGES.auth,
        ),
      );
    }
    const invalid = validateCard(body.card, body.require_postal !== false, clock.date());
    if (invalid) return c.json(invalid);
    // validateCard has found a card there.
    const number = String(body.card?.number).replace(/[\s-]/g, '');
    if (number === CARDS.DECLINED) {
      provider.setStatus(intent.id, 'requires_payment_method', 'card_declined');
      return c.json(fail('card_error', 'card_declined', MESSAGES.declined, 'generic_decline'));
    }
    if (number === CARDS.INSUFFICIENT) {
      provider.setStatus(intent.id, 'requires_payment_method', 'insufficient_funds');
      return c.json(fail('card_error', 'card_declined', MESSAGES.insufficient, 'insufficient_funds'));
    }
    if (number === CARDS.THREE_DS) {
      provider.setStatus(intent.id, 'requires_action');
      return c.json({
        next_action: { type: 'use_stripe_sdk', three_d_secure: true },
        ...publicIntent({ ...intent, status: 'requires_action' }),
      });
    }
    provider.setStatus(intent.id, 'succeeded');
    return c.json(publicIntent({ ...intent, status: 'succeeded' }));
  });

  return app;
}
