#!/usr/bin/env node
// @ts-check
/**
 * Draws the simple SVG car illustrations of demo/public/vehicles/ and the extra
 * icons of demo/public/icons/ (run once; the output is committed).
 *   node demo/tools/draw-vehicles.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VEHICLES } from '../db/catalog-data.mjs';

const out = fileURLToPath(new URL('../public/', import.meta.url));
mkdirSync(`${out}vehicles`, { recursive: true });
mkdirSync(`${out}icons`, { recursive: true });

/**
 * Body outline and window outline per shape, in a 320×180 box; wheels at x1/x2 (data, in vehicle-shapes.json).
 * @type {Record<string, { body: string, win: string, w: [number, number] }>}
 */
const SHAPES = JSON.parse(readFileSync(new URL('./vehicle-shapes.json', import.meta.url), 'utf8'));

/** @param {string} hex */
const isLight = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 200;
};

for (const v of VEHICLES) {
  const [, , name, , slug, , , , , , , , , shape, colour] = v;
  const s = SHAPES[/** @type {keyof typeof SHAPES} */ (shape)];
  const stroke = isLight(colour) ? '#6b7280' : '#1f2937';
  const wheel = (/** @type {number} */ x) =>
    `<circle cx="${x}" cy="130" r="22" fill="#1f2937"/><circle cx="${x}" cy="130" r="10" fill="#d1d5db"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-labelledby="t">
<title id="t">${name}</title>
<rect width="320" height="180" fill="#f1f5f9"/>
<ellipse cx="162" cy="154" rx="140" ry="8" fill="#cbd5e1"/>
<path d="${s.body}" fill="${colour}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>
<path d="${s.win}" fill="#bfdbfe" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>
<rect x="${shape === 'bus' ? 22 : 28}" y="104" width="14" height="8" rx="3" fill="#fde68a"/>
${wheel(s.w[0])}${wheel(s.w[1])}
</svg>
`;
  writeFileSync(`${out}vehicles/${slug}.svg`, svg);
}

const icon = (/** @type {string} */ title, /** @type {string} */ body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#1f2937" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-labelledby="t"><title id="t">${title}</title>${body}</svg>\n`;
const ICONS = {
  gps: icon('GPS', '<path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>'),
  driver: icon('Driver', '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>'),
  seat: icon(
    'Child seat',
    '<path d="M7 3h6a3 3 0 0 1 3 3v7l3 4v4H7a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z"/><path d="M8 13h8"/>',
  ),
  shield: icon('Cover', '<path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z"/><path d="M9 12l2 2 4-4"/>'),
  fuel: icon(
    'Fuel',
    '<rect x="4" y="3" width="10" height="18" rx="1"/><path d="M4 10h10M14 7l4 3v8a2 2 0 0 0 2 0V9l-2-3"/>',
  ),
};
for (const [name, svg] of Object.entries(ICONS)) writeFileSync(`${out}icons/${name}.svg`, svg);
console.log(`Wrote ${VEHICLES.length} vehicle images and ${Object.keys(ICONS).length} icons to ${out}`);
