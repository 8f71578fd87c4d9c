// @ts-check
/**
 * Every email's dress, applied when the outbox sends it (outbox.mjs), so each one carries the
 * company's branding in force at that moment: a header in the brand colour with the logo (or the
 * company's name), an accent rule under it, the heading, the words, a button, the details table,
 * the cost breakdown as /complete shows it, and a footer naming the company. The plain-text part
 * carries the same facts in the same order.
 *
 * The HTML is built for mail clients: tables for layout, inline styles only, one column at most
 * 600 px wide that narrows with the window (never a fixed width: no sideways scrolling on a phone),
 * long words allowed to wrap.
 */
import { escapeHtml } from './html.mjs';
import { textOn } from './branding.mjs';

/**
 * What an email says, before it is dressed: built by emails.mjs and checkinEmails.mjs.
 * @typedef {{
 *   heading: string,
 *   intro: string[],
 *   link: { href: string, label: string } | null,
 *   rows: [label: string, value: string][],
 *   costs?: { title: string, lines: { name: string, amount: string, grand: boolean }[] },
 * }} EmailBody
 */

/** Wide enough for the details, narrow enough for every mail client's reading pane. */
export const EMAIL_WIDTH = 600;

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/** The footer's words. @param {string} company */
const footer = (company) => `${company} · This email was sent about your booking.`;

/**
 * The email's HTML and text parts in the company's dress.
 * @param {EmailBody} body @param {import('./branding.mjs').Branding} brand @param {string} subject
 * @returns {{ html: string, text: string }}
 */
export function renderEmail(body, brand, subject) {
  const e = escapeHtml;
  const onBrand = textOn(brand.brandColour);
  const company = brand.senderName;
  const header = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(company)}" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;color:${onBrand};${FONT};font-size:20px;font-weight:bold">`
    : `<span style="color:${onBrand};${FONT};font-size:22px;line-height:28px;font-weight:bold;${WRAP}">${e(company)}</span>`;
  const button = body.link
    ? `<p style="margin:0 0 20px"><a class="chw-email__button" href="${e(body.link.href)}" style="display:inline-block;background:${brand.brandColour};color:${onBrand};${FONT};font-size:16px;font-weight:bold;line-height:20px;padding:12px 20px;border-radius:4px;text-decoration:none">${e(body.link.label)}</a></p>`
    : '';
  const rows = body.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;width:32%;${FONT};font-size:14px;color:#555;font-weight:bold;${WRAP}">${e(label)}</th><td valign="top" style="padding:6px 0;${FONT};font-size:14px;color:#1a1a1a;${WRAP}">${e(value)}</td></tr>`,
    )
    .join('\n');
  const costs = body.costs
    ? `<h2 style="margin:24px 0 8px;${FONT};font-size:18px;color:#1a1a1a">${e(body.costs.title)}</h2>
<table class="chw-email__costs" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">
${body.costs.lines
  .map((line) => {
    const weight = line.grand ? `font-weight:bold;font-size:16px;border-top:2px solid ${brand.accentColour};` : '';
    return `<tr class="chw-email__cost${line.grand ? ' chw-email__cost--total' : ''}"><td style="padding:6px 12px 6px 0;${FONT};font-size:14px;color:#1a1a1a;${weight}${WRAP}">${e(line.name)}</td><td align="right" style="padding:6px 0;${FONT};font-size:14px;color:#1a1a1a;white-space:nowrap;${weight}">${e(line.amount)}</td></tr>`;
  })
  .join('\n')}
</table>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f2f2f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;background:#f2f2f2">
<tr><td align="center" style="padding:16px 8px">
<table class="chw-email" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:${EMAIL_WIDTH}px;background:#ffffff">
<tr><td class="chw-email__header" style="background:${brand.brandColour};padding:16px 24px;border-bottom:4px solid ${brand.accentColour}">${header}</td></tr>
<tr><td style="padding:24px;${FONT};font-size:15px;line-height:22px;color:#1a1a1a">
<h1 style="margin:0 0 12px;${FONT};font-size:22px;line-height:28px;color:#1a1a1a;${WRAP}">${e(body.heading)}</h1>
${body.intro.map((p) => `<p style="margin:0 0 16px;${WRAP}">${e(p)}</p>`).join('\n')}
${button}
<table class="chw-email__details" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;table-layout:fixed">
${rows}
</table>
${costs}
</td></tr>
<tr><td class="chw-email__footer" style="padding:16px 24px;border-top:1px solid #e2e2e2;${FONT};font-size:13px;line-height:18px;color:#555;${WRAP}">${e(footer(company))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    company,
    '',
    body.heading,
    '',
    ...body.intro.flatMap((p) => [p, '']),
    ...(body.link ? [`${body.link.label}: ${body.link.href}`, ''] : []),
    ...body.rows.map(([label, value]) => `${label}: ${value}`),
    ...(body.costs ? ['', body.costs.title, ...body.costs.lines.map((line) => `${line.name}: ${line.amount}`)] : []),
    '',
    '--',
    footer(company),
  ].join('\n');
  return { html, text };
}
