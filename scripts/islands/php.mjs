/** A PHP literal in WordPress style. @param {unknown} value @param {string} indent @returns {string} */
export function php(value, indent = '') {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const inner = `${indent}\t`;
  if (Array.isArray(value)) {
    if (!value.length) return 'array()';
    return `array(\n${value.map((item) => `${inner}${php(item, inner)},`).join('\n')}\n${indent})`;
  }
  const entries = Object.entries(/** @type {object} */ (value));
  if (!entries.length) return 'array()';
  const width = Math.max(...entries.map(([key]) => php(key).length));
  return `array(\n${entries.map(([key, item]) => `${inner}${php(key).padEnd(width)} => ${php(item, inner)},`).join('\n')}\n${indent})`;
}

/** `__( 'text', 'carhire-widgets' )`, a translated string. @param {string} text */
export const phpTr = (text) => `__( ${php(text)}, 'carhire-widgets' )`;

/**
 * `key => value,` lines (values already PHP) at `indent`, the arrows aligned as the WordPress
 * Coding Standards want.
 * @param {Array<[key: string, value: string]>} pairs @param {string} indent
 */
export function phpEntries(pairs, indent) {
  const width = Math.max(...pairs.map(([key]) => php(key).length));
  return pairs.map(([key, value]) => `${indent}${php(key).padEnd(width)} => ${value},`).join('\n');
}

/**
 * A class member's docblock at one tab. @param {string[]} lines its lines, '' for a blank one
 */
const memberDoc = (lines) => `\t/**\n${lines.map((line) => (line ? `\t * ${line}` : '\t *')).join('\n')}\n\t */`;

/**
 * A public static method that returns an array, one `key => value,` line per pair.
 * @param {{ doc: string[], returns: string, name: string, pairs: Array<[key: string, value: string]> }} method
 *   `doc`: its docblock's lines before `@return`; `returns`: the array's type
 */
export function phpArrayMethod({ doc, returns, name, pairs }) {
  return `${memberDoc([...doc, '', `@return ${returns}`])}
\tpublic static function ${name}(): array {
\t\treturn array(
${phpEntries(pairs, '\t\t\t')}
\t\t);
\t}`;
}

/**
 * A public constant with its docblock. @param {string[]} doc its lines, '' for a blank one
 * @param {string} name @param {unknown} value
 */
export const phpConst = (doc, name, value) => `${memberDoc(doc)}\n\tpublic const ${name} = ${php(value, '\t')};`;

/**
 * A generated table class in WordPress style: the file docblock (`summary` and how it is
 * generated), the namespace, the direct-access guard, and a final class of `members`.
 * @param {{ summary: string, header: string, doc: string[], name: string, members: string[] }} file
 */
export function phpClassFile({ summary, header, doc, name, members }) {
  return `<?php
/**
 * ${summary} ${header}
 *
 * @package CarHireWidgets
 */

namespace CarHireWidgets;

defined( 'ABSPATH' ) || exit;

/**
${doc.map((line) => ` * ${line}`).join('\n')}
 */
final class ${name} {

${members.join('\n\n')}
}
`;
}
