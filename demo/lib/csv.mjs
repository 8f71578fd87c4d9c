// @ts-check
/**
 * RFC 4180 CSV: CRLF line ends; a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled. Formula-injection guard (OWASP): a text cell starting
 * with = + - @ TAB or CR gets a leading single quote, so spreadsheets show it
 * as text instead of running it. Numbers are written as numbers. The check looks past leading
 * white space and at the NFKC form, since spreadsheets trim the one and fold the other
 * (` =1+7` and the full-width `＝1+4` both run as formulas).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet could read `text` as a formula. @param {string} text */
const looksLikeFormula = (text) => FORMULA_START.test(text) || FORMULA_START.test(text.normalize('NFKC').trimStart());

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
