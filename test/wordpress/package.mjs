#!/usr/bin/env node
/**
 * `npm run package`: writes carhire-widgets.zip (repo root, git-ignored), an installable
 * WordPress plugin: `carhire-widgets/` with the PHP files, readme.txt and the built `assets/`.
 *
 * The zip is written here in Node rather than by the `zip` command: one code path on every
 * machine (no system package to install), and a byte-for-byte reproducible archive (fixed
 * timestamps and order), so the same build always gives the same zip.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SLUG = 'carhire-widgets';

/**
 * Files under `dir` (sorted, relative, `/`-separated), skipping dotfiles and `skip`.
 * @param {string} dir
 * @param {(path: string) => boolean} [skip]
 * @param {string} [base]
 * @returns {string[]}
 */
function walk(dir, skip = () => false, base = dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (name.startsWith('.') || skip(path)) return [];
      if (statSync(path).isDirectory()) return walk(path, skip, base);
      return [relative(base, path).split(sep).join('/')];
    });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// 2024-01-01 00:00 in MS-DOS format: fixed, so the archive is reproducible.
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/**
 * A zip archive of `entries` ({ name, data } files; names ending in `/` are folders).
 *
 * @param {{ name: string, data?: Buffer }[]} entries
 */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data = Buffer.alloc(0) } of entries) {
    const isDir = name.endsWith('/');
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = isDir ? data : deflateRawSync(data, { level: 9 });
    const method = isDir ? 0 : 8;
    const crc = crc32(data);
    // The fields a local header (from byte 4) and its central directory entry (from byte 6) share,
    // in the same order: version needed, flags, method, time, date, CRC, both sizes, name and
    // extra-field lengths (APPNOTE.TXT 4.3.7 and 4.3.12).
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0);
    shared.writeUInt16LE(0x0800, 2); // UTF-8 names
    shared.writeUInt16LE(method, 4);
    shared.writeUInt16LE(DOS_TIME, 6);
    shared.writeUInt16LE(DOS_DATE, 8);
    shared.writeUInt32LE(crc, 10);
    shared.writeUInt32LE(compressed.length, 14);
    shared.writeUInt32LE(data.length, 18);
    shared.writeUInt16LE(nameBytes.length, 22);
    shared.writeUInt16LE(0, 24);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared.copy(local, 4);
    locals.push(local, nameBytes, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the modes below apply
    shared.copy(central, 6);
    central.writeUInt32LE((((isDir ? 0o40755 : 0o100644) << 16) | (isDir ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * Builds the plugin zip.
 *
 * @param {{ pluginDir?: string, assetsDir?: string, outFile?: string }} [options]
 *   assetsDir defaults to wp-plugin/assets (CHW_ASSETS_DIR overrides, as in the tests).
 * @returns {{ outFile: string, files: string[], bytes: number }}
 */
export function packagePlugin({
  pluginDir = join(repo, 'wp-plugin'),
  assetsDir = process.env.CHW_ASSETS_DIR || join(pluginDir, 'assets'),
  outFile = join(repo, `${SLUG}.zip`),
} = {}) {
  const manifestFile = join(assetsDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${relative(repo, manifestFile) || manifestFile} is missing: run npm run build first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const file of [manifest.entry, ...(manifest.files ?? [])]) {
    if (typeof file !== 'string' || !existsSync(join(assetsDir, file))) {
      throw new Error(`The build in ${assetsDir} is incomplete (${file} is missing): run npm run build again.`);
    }
  }
  const assetsPath = join(pluginDir, 'assets');
  const pluginFiles = walk(pluginDir, (path) => path === assetsPath);
  for (const required of [`${SLUG}.php`, 'uninstall.php', 'readme.txt']) {
    if (!pluginFiles.includes(required)) throw new Error(`wp-plugin/${required} is missing.`);
  }
  const files = [
    ...pluginFiles.map((file) => ({ name: file, path: join(pluginDir, file) })),
    ...walk(assetsDir).map((file) => ({ name: `assets/${file}`, path: join(assetsDir, file) })),
  ];
  const folders = new Set([`${SLUG}/`]);
  for (const { name } of files) {
    const parts = name.split('/').slice(0, -1);
    parts.forEach((_, i) => folders.add(`${SLUG}/${parts.slice(0, i + 1).join('/')}/`));
  }
  const entries = [
    ...[...folders].sort().map((name) => ({ name })),
    ...files.map(({ name, path }) => ({ name: `${SLUG}/${name}`, data: readFileSync(path) })),
  ];
  const archive = zip(entries);
  writeFileSync(outFile, archive);
  return { outFile, files: files.map(({ name }) => name), bytes: archive.length };
}

// Run as a command only: never when a test runner happens to load this file.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url) && !process.env.NODE_TEST_CONTEXT) {
  try {
    const { outFile, files, bytes } = packagePlugin();
    console.log(`${relative(process.cwd(), outFile)}: ${files.length} files, ${(bytes / 1024).toFixed(1)} KiB`);
  } catch (error) {
    console.error(`package: ${error.message}`);
    process.exit(1);
  }
}
