// @ts-check
/** The demo's outbox (the mail it would have sent) and the Manage my booking links in it. */

/** @typedef {import('./api.mjs').ApiEnv} ApiEnv */
/** @typedef {{ to: string, kind: string, booking_id: number, text: string, html: string } & Record<string, any>} Mail */

/** A manage link in a mail's text; group 1 is its `chw_manage` token. */
export const MANAGE_LINK = /https?:\/\/\S+chw_manage=([\w-]+)/;

/** The demo's outbox, newest first. @param {ApiEnv} env @returns {Promise<Mail[]>} */
export async function outboxOf(env) {
  return (await (await fetch(env.url('/demo/outbox.json'))).json()).data;
}

/** The manage link in a mail's text (undefined when it has none). @param {{ text: string }} mail */
export const manageLinkIn = (mail) => MANAGE_LINK.exec(mail.text)?.[0];

/** The link token of a manage link. @param {string} link */
export const manageTokenOf = (link) => /** @type {string} */ (new URL(link).searchParams.get('chw_manage'));

/** The newest manage link mailed about a booking. @param {ApiEnv} env @param {number} bookingId */
export async function lastManageLink(env, bookingId) {
  const mail = (await outboxOf(env)).find((e) => e.booking_id === bookingId && /chw_manage=/.test(e.text));
  return /** @type {string} */ (mail && manageLinkIn(mail));
}
