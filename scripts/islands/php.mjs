/** A PHP literal in WordPress style. @param {unknown} value @param {string} indent */
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
