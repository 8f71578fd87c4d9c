// @ts-check
/**
 * RFC 4180 CSV: CRLF line ends; a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled. Formula-injection guard (OWASP): a text cell starting
 * with = + - @ TAB or CR gets a leading single quote, so spreadsheets show it
 * as text instead of running it. Numbers are written as numbers. The check looks past leading
 * white space and invisible characters, and at the NFKC form, since spreadsheets trim or ignore the
 * one and fold the other (` =1+7`, `\u200B=1+7` and the full-width `＝1+4` all run as formulas).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What may come before a formula and still leave it one: white space, controls, invisible format
 * characters (U+200B zero width space, U+FEFF, U+2060 word joiner, U+00AD, bidi marks …) and the
 * Hangul and Mongolian fillers that render as nothing.
 */
const INVISIBLE_START = /^[\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u180E\u3164\uFFA0]+/u;

/** Whether a spreadsheet could read `text` as a formula. @param {string} text */
const looksLikeFormula = (text) =>
  FORMULA_START.test(text) || FORMULA_START.test(text.normalize('NFKC').replace(INVISIBLE_START, ''));

/** @param {unknown} value */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** @param {unknown[]} cells */
export const csvRow = (cells) => `${cells.map(csvCell).join(',')}\r\n`;
