// @ts-check
/**
 * Online check-in's API test kit: a paid booking with the server's clock moved into its check-in
 * window and a manage session then, licence photos as bytes the server reads as images, and a
 * whole check-in done through the renter's calls (as demo/test/checkin.test.mjs does it).
 */
import assert from 'node:assert/strict';
import { dayFromNow } from './helpers.mjs';
import { manageKit } from './manage-kit.mjs';

/** A tiny JPEG's first bytes (its signature is all the server reads of its type) and some body. */
export const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  ...new Array(200).fill(7),
]);
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(1)]);

/** The main driver's licence as the renter's first step sends it (the booking's birth date). */
export const MAIN = {
  birth_date: '1990-05-17',
  license_no: 'QLD1234567',
  license_state: 'QLD',
  license_expiry: '2030-01-31',
};

/** The instant of a booking's pickup: 10:00 in Brisbane on its day. @param {{ start: number }} b */
export const pickupOf = (b) => Date.parse(`${dayFromNow(b.start)}T10:00:00+10:00`);

/** @param {import('./helpers.mjs').TestServer} s the file's server (filled in by its `before` hook) */
export function checkinKit(s) {
  const kit = manageKit(s);

  /**
   * A paid booking, the server's clock moved to `before` ms before its pickup, and a session then.
   * @param {number} before
   */
  async function bookingAt(before) {
    const b = await kit.paidBooking();
    s.clock.set(pickupOf(b) - before);
    const token = await kit.freshSession(b);
    return {
      b,
      token,
      call: (/** @type {string} */ path, body = {}) =>
        kit.mapi(`/api/v1/manage/checkin${path}`, { manage_token: token, ...body }),
    };
  }

  /** POSTs bytes as a licence photo. @param {string} token @param {number} driverId @param {string} side @param {Uint8Array} bytes */
  async function upload(token, driverId, side, bytes, type = 'image/jpeg') {
    const r = await fetch(`${s.url}/api/v1/manage/checkin/photo?driver_id=${driverId}&side=${side}`, {
      method: 'POST',
      headers: { Cookie: `chw_manage=${token}`, 'Content-Type': type },
      body: Buffer.from(bytes),
    });
    return { status: r.status, body: /** @type {any} */ (await r.json()) };
  }

  /** Checks in the whole booking: main driver, photos, arrival, agreement. @param {Awaited<ReturnType<typeof bookingAt>>} o */
  async function checkInFully({ token, call }) {
    const driver = await call('/driver', MAIN);
    assert.equal(driver.status, 200, driver.text);
    const mainId = driver.body.data.drivers[0].id;
    assert.equal((await upload(token, mainId, 'front', JPEG)).status, 200);
    assert.equal((await upload(token, mainId, 'back', PNG)).status, 200);
    assert.equal(
      (await call('/arrival', { arrival_time: '10:30', flight_no: 'QF520', note: 'Two child seats' })).status,
      200,
    );
    const state = (await call('')).body.data;
    const signed = await call('/agreement', { name: 'olivia  nguyen', version: state.agreement.version });
    assert.equal(signed.status, 200, signed.text);
    return { mainId, state: signed.body.data };
  }

  return { ...kit, bookingAt, upload, checkInFully };
}
