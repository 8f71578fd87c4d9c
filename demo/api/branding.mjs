// @ts-check
/**
 * POST /email-branding: the WordPress plugin hands the company API the branding of its emails (the
 * sender's name, the logo and the two colours of the site's settings) whenever its settings are
 * saved. Server to server, authenticated by a shared secret (`Authorization: Bearer <secret>`, the
 * server's EMAIL_BRANDING_SECRET and the plugin's "Branding secret"): without the right one nobody
 * can change who the renters' emails come from. A server without a secret refuses every call (its
 * branding is its config's). The `auth` guard runs before the contract, so a caller without the
 * secret learns nothing about the body it sent.
 */
import { Hono } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { badRequest, HttpError, readJson } from '../lib/http.mjs';
import { checkColour, checkLogoUrl, checkSenderName } from '../mail/branding.mjs';

export const BRANDING_PATH = '/email-branding';

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * The call and its guard.
 * @param {import('../mail/branding.mjs').BrandingStore} branding
 */
export function brandingRoutes(branding) {
  const expected = branding.secret ? digest(branding.secret) : null;

  /** @type {import('hono').MiddlewareHandler} */
  const auth = async (c, next) => {
    if (!expected)
      throw new HttpError(403, {
        title: 'Email branding not enabled',
        message: 'This API takes its email branding from its own settings (set EMAIL_BRANDING_SECRET to accept it).',
      });
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    // Digests of equal length, compared in constant time: the answer's timing says nothing about the secret.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, { title: 'Unauthorised', message: 'The branding secret is missing or wrong.' });
    }
    await next();
  };

  const app = new Hono();
  app.post(BRANDING_PATH, async (c) => {
    const body = await readJson(c);
    /** @param {string} label @param {string | Error} checked */
    const take = (label, checked) => {
      if (checked instanceof Error) throw badRequest(`${label} ${checked.message}.`);
      return checked;
    };
    const saved = branding.set({
      senderName: take('Sender name', checkSenderName(body.sender_name)),
      logoUrl: take('Logo URL', checkLogoUrl(body.logo_url)),
      brandColour: take('Brand colour', checkColour(body.brand_colour)),
      accentColour: take('Accent colour', checkColour(body.accent_colour)),
    });
    return c.json({
      data: {
        sender_name: saved.senderName,
        logo_url: saved.logoUrl,
        brand_colour: saved.brandColour,
        accent_colour: saved.accentColour,
      },
    });
  });
  return { app, auth };
}
