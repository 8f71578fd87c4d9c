// @ts-check
/**
 * Licence photos as bytes: what an upload is, by its first bytes only (never its name or its
 * Content-Type), and where the accepted ones are kept — a folder outside anything the server
 * serves, under random names, readable only through the calls that check who asks.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from '../../lib/ids.mjs';

/** The image types a licence photo may be, by signature. @typedef {'image/jpeg' | 'image/png' | 'image/webp'} PhotoType */

/**
 * The type of an image by its signature: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP
 * (RIFF….WEBP); anything else — SVG, HEIC, a PDF, text with an image's name — is null.
 * @param {Uint8Array} bytes
 * @returns {PhotoType | null}
 */
export function photoType(bytes) {
  const at = (/** @type {number} */ i, /** @type {number[]} */ sig) => sig.every((b, k) => bytes[i + k] === b);
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/**
 * The photo store: `put` writes bytes under a new random name and returns it, `get` reads them
 * back, `remove` deletes them (a missing file is already gone).
 * @param {string} dir a folder no route serves
 */
export function createPhotoStore(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  /** A stored name is ours: 43 base64url characters and nothing that walks out of the folder. @param {string} name */
  const pathOf = (name) => {
    if (!/^[\w-]{20,64}$/.test(name)) throw new Error(`not a photo name: ${name}`);
    return join(dir, `${name}.img`);
  };
  return {
    dir,
    /** @param {Uint8Array} bytes */
    put(bytes) {
      const name = randomToken();
      writeFileSync(pathOf(name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    /** @param {string} name */
    get: (name) => readFileSync(pathOf(name)),
    /** @param {string} name */
    remove: (name) => rmSync(pathOf(name), { force: true }),
  };
}

/** @typedef {ReturnType<typeof createPhotoStore>} PhotoStore */
