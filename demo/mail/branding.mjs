// @ts-check
/**
 * The company's email branding: the sender's name (the From display name and the emails' header),
 * a logo (an absolute http(s) image URL, or none: the header then says the name) and two colours.
 * The server starts from its config (EMAIL_SENDER_NAME, EMAIL_LOGO_URL, EMAIL_BRAND_COLOUR,
 * EMAIL_ACCENT_COLOUR; unset: the site's brand defaults, src/site.json); the WordPress plugin
 * then sends the site's own settings with POST /email-branding (demo/api/branding.mjs), which are
 * kept in the database and win over the config until the next call.
 */
import { BRAND_DEFAULTS } from '../pages/site.generated.mjs';

/**
 * @typedef {{ senderName: string, logoUrl: string, brandColour: string, accentColour: string }} Branding
 * The values an email is dressed in (`logoUrl` '' for none).
 */

/** The demo site's name: the sender of its emails until the config or the plugin says otherwise. */
export const DEFAULT_SENDER_NAME = 'Car Hire Widgets demo';

/** The address emails come from unless EMAIL_FROM_ADDRESS says otherwise. */
export const DEFAULT_FROM_ADDRESS = 'bookings@carhire.example';

/** The longest sender name: a From display name, shown whole in mail lists. */
export const SENDER_NAME_MAX = 80;

/** The longest logo URL. */
export const LOGO_URL_MAX = 2000;

/** The shortest shared secret of the branding call (EMAIL_BRANDING_SECRET). */
export const BRANDING_SECRET_MIN = 32;

const COLOUR = /^#[0-9a-fA-F]{6}$/;
// No control characters (a header line break above all), no angle brackets or quotes (an address's delimiters).
const NAME = /^[^\p{Cc}<>"]+$/u;
const SECRET = /^[\x21-\x7e]+$/;

/** A sender name, trimmed, or why not. @param {unknown} value @returns {string | Error} */
export function checkSenderName(value) {
  const raw = typeof value === 'string' ? value.trim() : '';
  const name = raw.replace(/ +/g, ' ');
  if (!name || name.length > SENDER_NAME_MAX || !NAME.test(raw))
    return new Error(
      `must be 1 to ${SENDER_NAME_MAX} characters without line breaks, control characters, angle brackets or quotes`,
    );
  return name;
}

/** An absolute http(s) image URL without credentials, '' for none, or why not. @param {unknown} value @returns {string | Error} */
export function checkLogoUrl(value) {
  if (value === '' || value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value.trim() : '';
  /** @type {URL | null} */
  let url;
  try {
    url = text.length <= LOGO_URL_MAX ? new URL(text) : null;
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || /\s/.test(text))
    return new Error('must be an absolute http or https URL of an image (or empty for none)');
  return url.href;
}

/** A #rrggbb colour, lower case, or why not. @param {unknown} value @returns {string | Error} */
export function checkColour(value) {
  if (typeof value !== 'string' || !COLOUR.test(value.trim())) return new Error('must be a hex colour such as #0b5cad');
  return value.trim().toLowerCase();
}

/**
 * The email settings of the environment (demo/server.mjs): unset ones stay undefined (the defaults
 * apply); a value that is set and wrong stops the server, naming the variable.
 * @param {Record<string, string | undefined>} env
 * @returns {Partial<Branding> & { secret?: string, fromAddress?: string }}
 */
export function parseEmailSettings(env) {
  /** @type {Partial<Branding> & { secret?: string, fromAddress?: string }} */
  const out = {};
  /** @param {string} name @param {string | Error} checked */
  const take = (name, checked) => {
    if (checked instanceof Error) throw new Error(`${name} ${checked.message} (got "${env[name]}").`);
    return checked;
  };
  if (env.EMAIL_SENDER_NAME) out.senderName = take('EMAIL_SENDER_NAME', checkSenderName(env.EMAIL_SENDER_NAME));
  if (env.EMAIL_LOGO_URL) out.logoUrl = take('EMAIL_LOGO_URL', checkLogoUrl(env.EMAIL_LOGO_URL));
  if (env.EMAIL_BRAND_COLOUR) out.brandColour = take('EMAIL_BRAND_COLOUR', checkColour(env.EMAIL_BRAND_COLOUR));
  if (env.EMAIL_ACCENT_COLOUR) out.accentColour = take('EMAIL_ACCENT_COLOUR', checkColour(env.EMAIL_ACCENT_COLOUR));
  if (env.EMAIL_FROM_ADDRESS) {
    if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]{2,}$/.test(env.EMAIL_FROM_ADDRESS))
      throw new Error(`EMAIL_FROM_ADDRESS must be an email address (got "${env.EMAIL_FROM_ADDRESS}").`);
    out.fromAddress = env.EMAIL_FROM_ADDRESS;
  }
  if (env.EMAIL_BRANDING_SECRET !== undefined && env.EMAIL_BRANDING_SECRET !== '') {
    if (env.EMAIL_BRANDING_SECRET.length < BRANDING_SECRET_MIN || !SECRET.test(env.EMAIL_BRANDING_SECRET))
      throw new Error(
        `EMAIL_BRANDING_SECRET must be at least ${BRANDING_SECRET_MIN} printable characters without spaces (openssl rand -hex 32 makes one).`,
      );
    out.secret = env.EMAIL_BRANDING_SECRET;
  }
  return out;
}

/**
 * @typedef {{ senderName?: string, logoUrl?: string, brandColour?: string, accentColour?: string,
 *   fromAddress?: string, secret?: string }} EmailSettings
 * The server's email settings (AppOptions `email`): the branding it starts from, the From address and
 * the shared secret of POST /email-branding (none: the call is refused).
 */

/**
 * The branding in force: the plugin's last call (the `email_branding` row), else the config, else
 * the site's defaults.
 * @param {{ db: import('better-sqlite3').Database, clock: { now: () => number }, settings?: EmailSettings }} deps
 */
export function createBranding({ db, clock, settings = {} }) {
  for (const [key, check] of /** @type {const} */ ([
    ['senderName', checkSenderName],
    ['logoUrl', checkLogoUrl],
    ['brandColour', checkColour],
    ['accentColour', checkColour],
  ])) {
    const value = settings[key];
    if (value !== undefined && check(value) instanceof Error) throw new Error(`email.${key}: ${check(value)}`);
  }
  if (settings.secret !== undefined && (settings.secret.length < BRANDING_SECRET_MIN || !SECRET.test(settings.secret)))
    throw new Error(`email.secret must be at least ${BRANDING_SECRET_MIN} printable characters without spaces.`);
  /** @type {Branding} */
  const configured = {
    senderName: settings.senderName ?? DEFAULT_SENDER_NAME,
    logoUrl: settings.logoUrl ?? '',
    brandColour: settings.brandColour ?? BRAND_DEFAULTS.brandColor,
    accentColour: settings.accentColour ?? BRAND_DEFAULTS.accentColor,
  };
  const read = db.prepare('SELECT sender_name, logo_url, brand_colour, accent_colour FROM email_branding WHERE id = 1');
  const write = db.prepare(`INSERT INTO email_branding (id, sender_name, logo_url, brand_colour, accent_colour, updated)
    VALUES (1, @senderName, @logoUrl, @brandColour, @accentColour, @updated)
    ON CONFLICT (id) DO UPDATE SET sender_name = excluded.sender_name, logo_url = excluded.logo_url,
    brand_colour = excluded.brand_colour, accent_colour = excluded.accent_colour, updated = excluded.updated`);

  /** @returns {Branding} */
  function current() {
    const row =
      /** @type {{ sender_name: string, logo_url: string, brand_colour: string, accent_colour: string } | undefined} */ (
        read.get()
      );
    return row
      ? {
          senderName: row.sender_name,
          logoUrl: row.logo_url,
          brandColour: row.brand_colour,
          accentColour: row.accent_colour,
        }
      : configured;
  }

  /** Keeps a checked branding (the plugin's). @param {Branding} branding */
  const set = (branding) => {
    write.run({ ...branding, updated: clock.now() });
    return current();
  };

  return {
    current,
    set,
    /** The shared secret of the branding call ('' when it is not enabled). */
    secret: settings.secret ?? '',
    /** The From header's address and display name. */
    sender: () => ({ name: current().senderName, address: settings.fromAddress ?? DEFAULT_FROM_ADDRESS }),
  };
}

/** @typedef {ReturnType<typeof createBranding>} BrandingStore */

/** WCAG relative luminance of #rrggbb. @param {string} hex */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. @param {string} a @param {string} b */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a background of the brand's: white or near-black, whichever reads better. @param {string} background */
export const textOn = (background) =>
  contrast(background, '#ffffff') >= contrast(background, '#1a1a1a') ? '#ffffff' : '#1a1a1a';
