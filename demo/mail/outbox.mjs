// @ts-check
/**
 * The server's email outbox. Every email is dressed in the company's branding in force when it is
 * sent (layout.mjs, branding.mjs: the header, the colours, the From display name) and stored (a
 * person reads them at GET /demo/outbox, tests at /demo/outbox.json, like Mailpit) and, when
 * SMTP_URL is set (`smtp://user:pass@host:587`), also sent through nodemailer: a real mail client,
 * not a hand-written SMTP conversation.
 *
 * The outbox pages list every renter's Manage my booking link to whoever asks, so they are served
 * only by a demo: DEMO_OUTBOX=1 serves them, DEMO_OUTBOX=0 never; unset, they are served only while
 * no SMTP_URL is set (the emails then go nowhere else). Otherwise /demo/outbox* is a 404.
 */
import { Hono } from 'hono';
import nodemailer from 'nodemailer';
import { escapeHtml } from './html.mjs';
import { renderEmail } from './layout.mjs';
import { sha256 } from '../lib/ids.mjs';

/** @typedef {{ filename: string, contentType: string, content: string }} Attachment */
/**
 * An email to send: what emails.mjs builds (subject, body, attachments), its address, kind and booking.
 * @typedef {{ to: string, subject: string, body: import('./layout.mjs').EmailBody, attachments?: Attachment[],
 *   bookingId?: number | null, kind: string }} Email
 */
/**
 * @typedef {{ id: number, booking_id: number | null, kind: string, to_addr: string, from_name: string,
 *   from_addr: string, subject: string, html: string, text: string, attachments: string, created: number,
 *   smtp_status: string }} EmailRow
 */

/**
 * A manage link's token replaced by `sha256:` and its hash (what manage_links keeps), so a stored
 * email still says which link it carried without being one.
 * @param {string} body
 */
export const redactLinks = (body) =>
  body.replace(/(chw_manage=)([\w-]+)/g, (_, name, token) => `${name}sha256:${sha256(token)}`);

/**
 * DEMO_OUTBOX as demo/server.mjs reads it: '1' serves the outbox pages, '0' never, unset leaves it
 * to SMTP_URL (see above).
 * @param {string | undefined} flag @returns {boolean | undefined}
 */
export function parseDemoOutbox(flag) {
  if (flag === '1') return true;
  if (flag === '0') return false;
  if (flag) throw new Error(`DEMO_OUTBOX must be 1 or 0 (got "${flag}").`);
  return undefined;
}

/**
 * @param {{ db: import('better-sqlite3').Database, clock: { now: () => number },
 *   branding: import('./branding.mjs').BrandingStore, smtpUrl?: string, shown?: boolean, logErrors?: boolean }} deps
 *   `branding`: the company's, read at each send; `shown`: whether the outbox pages are served
 *   (default: while no SMTP_URL is set)
 */
export function createOutbox({ db, clock, branding, smtpUrl = '', shown = !smtpUrl, logErrors = true }) {
  const insert =
    db.prepare(`INSERT INTO emails (booking_id, kind, to_addr, from_name, from_addr, subject, html, text, attachments, created)
    VALUES (@booking_id, @kind, @to, @from_name, @from_addr, @subject, @html, @text, @attachments, @created)`);
  const setSmtp = db.prepare('UPDATE emails SET smtp_status = ? WHERE id = ?');
  const all = db.prepare('SELECT * FROM emails ORDER BY id DESC LIMIT 200');
  const one = db.prepare('SELECT * FROM emails WHERE id = ?');
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  /** The mail server's answer on the stored email (unless the server has closed meanwhile). @param {string} status @param {number} id */
  const record = (status, id) => {
    if (db.open) setSmtp.run(status, id);
  };

  /**
   * Stores an email and, with SMTP_URL, sends it (in the background: a slow mail server never
   * holds up the renter's answer; the outcome is recorded on the stored email).
   * @param {Email} email @returns {number} the stored email's id
   */
  function send(email) {
    const attachments = email.attachments ?? [];
    const from = branding.sender();
    const { html, text } = renderEmail(email.body, branding.current(), email.subject);
    // With real mail going out, the stored copy keeps a hash of a manage link's token, never the token:
    // the table is no second way into a booking. Without it (the demo) the outbox is the mailbox.
    const kept = (/** @type {string} */ body) => (transport ? redactLinks(body) : body);
    const id = Number(
      insert.run({
        booking_id: email.bookingId ?? null,
        kind: email.kind,
        to: email.to,
        from_name: from.name,
        from_addr: from.address,
        subject: email.subject,
        html: kept(html),
        text: kept(text),
        attachments: JSON.stringify(attachments),
        created: clock.now(),
      }).lastInsertRowid,
    );
    if (transport) {
      transport
        .sendMail({
          // nodemailer quotes and encodes the display name (a checked one: no line breaks, branding.mjs).
          from,
          to: email.to,
          subject: email.subject,
          html,
          text,
          attachments,
        })
        .then(
          (info) => record(`sent ${info.messageId}`, id),
          (error) => {
            if (logErrors) console.error('[demo server] SMTP', error);
            record(`failed: ${String(error?.message ?? error)}`, id);
          },
        );
    }
    return id;
  }

  /** @param {EmailRow} row */
  const publicEmail = (row) => ({
    id: row.id,
    booking_id: row.booking_id,
    kind: row.kind,
    to: row.to_addr,
    from: { name: row.from_name, address: row.from_addr },
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: /** @type {Attachment[]} */ (JSON.parse(row.attachments)),
    created: new Date(row.created).toISOString(),
    smtp: row.smtp_status,
  });

  const routes = new Hono();
  // Not a demo: no outbox pages, as if there were none.
  routes.use('*', async (c, next) => (shown ? next() : c.notFound()));
  routes.get('/outbox.json', (c) => c.json({ data: /** @type {EmailRow[]} */ (all.all()).map(publicEmail) }));
  routes.get('/outbox/:id/:n', (c) => {
    const row = /** @type {EmailRow | undefined} */ (one.get(Number(c.req.param('id'))));
    const file = row ? /** @type {Attachment[]} */ (JSON.parse(row.attachments))[Number(c.req.param('n'))] : undefined;
    if (!file) return c.text('No such attachment.', 404);
    return c.body(file.content, 200, {
      'Content-Type': `${file.contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    });
  });
  routes.get('/outbox', (c) => {
    const emails = /** @type {EmailRow[]} */ (all.all()).map(publicEmail);
    const items = emails
      .map(
        (e) => `<article class="outbox-email" id="email-${e.id}">
<h2>${escapeHtml(e.subject)}</h2>
<p>From <strong>${escapeHtml(e.from.name)}</strong> &lt;${escapeHtml(e.from.address)}&gt; · To <strong>${escapeHtml(e.to)}</strong> · ${escapeHtml(e.created)} · ${escapeHtml(e.kind)}${e.smtp ? ` · SMTP ${escapeHtml(e.smtp)}` : ''}</p>
${e.attachments.map((a, n) => `<p>Attachment: <a href="/demo/outbox/${e.id}/${n}">${escapeHtml(a.filename)}</a></p>`).join('')}
<details open><summary>HTML</summary><iframe title="${escapeHtml(e.subject)}" sandbox srcdoc="${escapeHtml(e.html)}" style="width:100%;height:420px;border:1px solid #ccc"></iframe></details>
<details><summary>Text</summary><pre>${escapeHtml(e.text)}</pre></details>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:60rem;margin:auto;padding:1rem"><h1>Outbox (${emails.length})</h1>
${items || '<p>No emails yet.</p>'}</body></html>`);
  });

  return {
    send,
    routes,
    list: () => /** @type {EmailRow[]} */ (all.all()).map(publicEmail),
    /** Who the emails come from now (a calendar file's ORGANIZER too). */
    sender: branding.sender,
  };
}

/** @typedef {ReturnType<typeof createOutbox>} Outbox */
