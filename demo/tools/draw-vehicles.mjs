#!/usr/bin/env node
// @ts-check
/**
 * Draws the simple SVG car illustrations of demo/public/vehicles/ and the extra
 * icons of demo/public/icons/ (run once; the output is committed).
 *   node demo/tools/draw-vehicles.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VEHICLES } from '../db/catalog-data.mjs';

const out = fileURLToPath(new URL('../public/', import.meta.url));
mkdirSync(`${out}vehicles`, { recursive: true });
mkdirSync(`${out}icons`, { recursive: true });

/** Body outline and window outline per shape, in a 320×180 box; wheels at x1/x2. */
const SHAPES = {
  hatch: {
    body: 'M30 128 L34 100 Q40 86 62 82 L98 78 L130 52 Q138 46 150 46 L214 46 Q228 46 236 56 L262 84 L286 92 Q296 96 296 108 L296 128 Z',
    win: 'M106 80 L136 56 L176 56 L176 80 Z M184 56 L212 56 Q222 56 228 64 L244 80 L184 80 Z',
    w: [86, 240],
  },
  sedan: {
    body: 'M22 128 L24 106 Q28 94 48 90 L92 84 L128 56 Q136 50 148 50 L204 50 Q218 50 228 58 L258 84 L292 90 Q302 94 302 108 L302 128 Z',
    win: 'M100 84 L132 60 L172 60 L172 84 Z M180 60 L204 60 Q214 60 222 66 L244 84 L180 84 Z',
    w: [82, 246],
  },
  suv: {
    body: 'M26 130 L26 96 Q28 82 46 80 L86 76 L112 44 Q118 38 130 38 L236 38 Q248 38 254 48 L272 78 L290 84 Q300 88 300 102 L300 130 Z',
    win: 'M96 76 L118 48 L172 48 L172 76 Z M180 48 L232 48 Q240 48 244 56 L258 76 L180 76 Z',
    w: [84, 244],
  },
  van: {
    body: 'M24 130 L24 92 Q26 78 42 74 L70 70 L96 36 Q102 30 114 30 L272 30 Q292 30 294 50 L298 130 Z',
    win: 'M80 70 L102 42 L150 42 L150 70 Z M158 42 L214 42 L214 70 L158 70 Z M222 42 L280 42 L282 70 L222 70 Z',
    w: [80, 248],
  },
  bus: {
    body: 'M20 132 L20 70 Q22 52 40 44 L64 30 Q72 26 84 26 L284 26 Q300 26 300 42 L300 132 Z',
    win: 'M40 70 L66 40 L104 40 L104 70 Z M112 40 L152 40 L152 70 L112 70 Z M160 40 L200 40 L200 70 L160 70 Z M208 40 L248 40 L248 70 L208 70 Z M256 40 L288 40 L288 70 L256 70 Z',
    w: [76, 250],
  },
  ute: {
    body: 'M22 130 L22 98 Q24 84 42 82 L80 78 L106 44 Q112 38 124 38 L186 38 Q196 38 198 48 L200 80 L300 80 L300 130 Z',
    win: 'M92 78 L114 48 L146 48 L146 78 Z M152 48 L184 48 Q190 48 190 54 L190 78 L152 78 Z',
    w: [80, 250],
  },
  cargo: {
    body: 'M24 130 L24 90 Q26 76 42 72 L68 66 L92 34 Q98 28 110 28 L280 28 Q296 28 296 44 L298 130 Z',
    win: 'M78 66 L98 40 L140 40 L140 66 Z',
    w: [80, 248],
  },
};

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
