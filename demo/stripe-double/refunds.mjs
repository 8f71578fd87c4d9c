// @ts-check
/**
 * The double's refunds, listed as Stripe's API lists them: GET /stripe-double/v1/refunds
 * (`payment_intent` narrows to one intent, `metadata[booking_id]` to one booking), newest first,
 * amounts in cents. Refunds are made by the manage-my-booking calls (cancellation, a cheaper change).
 */
import { Hono } from 'hono';

/** @param {{ db: import('better-sqlite3').Database }} deps */
export function refundRoutes({ db }) {
  const list = db.prepare(`SELECT * FROM refunds WHERE (@intent IS NULL OR intent_id = @intent)
    AND (@booking IS NULL OR booking_id = @booking) ORDER BY created DESC, rowid DESC LIMIT 100`);
  const app = new Hono();
  app.get('/v1/refunds', (c) => {
    const booking = c.req.query('metadata[booking_id]');
    const rows =
      /** @type {{ id: string, intent_id: string, booking_id: number, amount: number, reason: string, created: number }[]} */ (
        list.all({
          intent: c.req.query('payment_intent') ?? null,
          booking: booking && /^\d+$/.test(booking) ? Number(booking) : null,
        })
      );
    c.header('Access-Control-Allow-Origin', '*');
    return c.json({
      object: 'list',
      url: '/v1/refunds',
      has_more: false,
      data: rows.map((r) => ({
        id: r.id,
        object: 'refund',
        amount: Math.round(r.amount * 100),
        currency: 'aud',
        payment_intent: r.intent_id,
        reason: r.reason,
        status: 'succeeded',
        created: Math.floor(r.created / 1000),
        metadata: { booking_id: String(r.booking_id) },
      })),
    });
  });
  return app;
}
