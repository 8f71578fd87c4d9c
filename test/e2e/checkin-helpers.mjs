// @ts-check
/**
 * Online check-in's test kit, shared by the Chromium journeys (checkin.test.mjs): licence photos as
 * real image files (a PNG written here, no library), a JPEG's size read from its bytes, the desk's
 * view of a check-in through the staff API, and the reminder email's link.
 */
import { deflateSync } from 'node:zlib';
import { DEMO_STAFF } from '../../demo/db/catalog-data.mjs';
import { callApi } from '../kit/api.mjs';
import { lastManageLink, manageTokenOf, outboxOf } from '../kit/outbox.mjs';
import { managedBooking } from './manage-helpers.mjs';

/** CRC-32 of PNG chunks (https://www.w3.org/TR/png/#5CRC-algorithm). @param {Buffer} bytes */
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` × `height` (RGB). By default a busy pattern that compresses like a photo
 * would not (a few hundred KB at 2,400 px, about 750 KB as the page's JPEG); `smooth`: soft
 * gradients, as a licence in good light, whose JPEG is small enough to send over the slow phone's
 * 400 kbit/s in a few seconds. @param {number} width @param {number} height @param {{ smooth?: boolean }} [o]
 */
export function pngPhoto(width, height, { smooth = false } = {}) {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      raw[at] = smooth ? Math.floor((x * 255) / width) : (x * 7 + y) & 0xff;
      raw[at + 1] = smooth ? Math.floor((y * 255) / height) : (y * 5) & 0xff;
      raw[at + 2] = smooth ? 160 : ((x ^ y) * 3) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's width and height from its first SOF marker; null when the bytes are no JPEG. @param {Buffer} bytes */
export function jpegSize(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** A staff bearer token of the demo's desk. @param {import('../kit/api.mjs').ApiEnv} env */
export async function staffToken(env) {
  const r = await callApi(env, 'POST', '/login', DEMO_STAFF);
  return /** @type {string} */ (r.data.Token);
}

/** The desk's view of a booking's check-in (full licence numbers, the audit). @param {import('../kit/api.mjs').ApiEnv} env @param {string} token @param {number} bookingId */
export async function deskCheckin(env, token, bookingId) {
  const r = await callApi(env, 'GET', `/checkins/${bookingId}`, undefined, token);
  return /** @type {any} */ (r.data);
}

/** A licence photo's bytes as the desk fetches them. @param {import('../kit/api.mjs').ApiEnv} env @param {string} token @param {number} photoId */
export async function deskPhoto(env, token, photoId) {
  const r = await fetch(env.url(`/api/v1/checkins/photo/${photoId}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  return Buffer.from(await r.arrayBuffer());
}

/** Runs the scheduled job now and returns the newest mail of `kind` about the booking, with its link. @param {import('../kit/api.mjs').ApiEnv} env @param {number} bookingId @param {string} kind */
export async function mailedLink(env, bookingId, kind) {
  await fetch(env.url('/demo/jobs/run'), { method: 'POST' });
  const mail = (await outboxOf(env)).find((e) => e.booking_id === bookingId && e.kind === kind);
  return { mail, link: mail && CHECKIN_LINK.exec(mail.text)?.[0] };
}

/** A manage link with its parameters (the outbox kit's MANAGE_LINK ends at the token). */
const CHECKIN_LINK = /https?:\/\/\S*chw_manage=[\w-]+(?:&[\w]+=[\w-]+)*/;

/**
 * A fresh manage link, asked for now (Find my booking), as a renter whose first link has expired.
 * @param {import('../kit/api.mjs').ApiEnv} env @param {{ reservation_no: string, email: string, booking_id: number }} b
 */
export async function freshLink(env, b) {
  await callApi(env, 'POST', '/manage/find', { reservation_no: b.reservation_no, email: b.email });
  return lastManageLink(env, b.booking_id);
}

/**
 * A paid (N) or preauthorised (L) Toyota Corolla at Gold Coast Airport, a branch that charges an
 * additional-driver fee (demo/db/catalog-data.mjs), from `start` days ahead for three days.
 * @param {import('../kit/api.mjs').ApiEnv} env @param {{ start: number, email: string, paymentType?: 'N' | 'L' }} o
 */
export const feeBooking = async (env, o) => ({ ...(await managedBooking(env, { ...o, pickupId: 3 })), start: o.start });

/**
 * A check-in call in a manage session (the `chw_manage` cookie's value): a JSON body, or a photo's
 * bytes; resolves with the answer's state, throws on an error status.
 * @param {import('../kit/api.mjs').ApiEnv} env @param {string} session
 */
export const checkinCall =
  (env, session) => async (/** @type {string} */ path, /** @type {object | Uint8Array} */ body) => {
    const raw = body instanceof Uint8Array;
    const r = await fetch(env.url(`/api/v1/manage/checkin${path}`), {
      method: 'POST',
      headers: { cookie: `chw_manage=${session}`, 'content-type': raw ? 'image/jpeg' : 'application/json' },
      body: raw ? Buffer.from(body) : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return /** @type {any} */ ((await r.json()).data);
  };

/**
 * A manage session of the booking's own (a fresh link traded as the browser would) and check-in
 * calls in it: for seeding steps over the API before a page opens.
 * @param {import('../kit/api.mjs').ApiEnv} env @param {{ reservation_no: string, email: string, booking_id: number }} b
 */
export async function checkinCalls(env, b) {
  const opened = await fetch(env.url('/api/v1/manage/session'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link_token: manageTokenOf(await freshLink(env, b)) }),
  });
  return checkinCall(env, /chw_manage=([^;]+)/.exec(opened.headers.get('set-cookie') ?? '')?.[1] ?? '');
}
