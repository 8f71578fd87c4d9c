import { isRecord } from './isRecord';

/** How one island attribute is checked (island.json, generated into src/islands/<name>/attributes.generated.ts). */
export interface AttributeRule {
  readonly enum?: readonly string[];
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly case?: 'upper';
}

export type AttributeRules = Readonly<Record<string, AttributeRule>>;

/** The props an island's rules give: each attribute optional, an enum as its values' union. */
export type AttributeValues<R extends AttributeRules> = {
  -readonly [K in keyof R]?: R[K] extends { readonly enum: readonly (infer E)[] } ? E : string;
};

/**
 * The value an attribute keeps, by the rule the shortcode (Shortcodes.php `allowed`) and the
 * generator (scripts/islands.mjs `normalise`) apply: trimmed, upper-cased when `case` is "upper",
 * cut to `maxLength`, then kept only if it is in `enum` and matches `pattern`; '' when not.
 */
export function normaliseAttribute(rule: AttributeRule, raw: string): string {
  let value = raw.trim();
  if (rule.case === 'upper') value = value.toUpperCase();
  if (rule.maxLength) value = value.slice(0, rule.maxLength);
  if (value === '') return '';
  if (rule.enum && !rule.enum.includes(value)) return '';
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return '';
  return value;
}

/**
 * A placeholder's `data-chw-props` (parsed JSON) as an island's typed props, at the boundary, once
 * (docs/conventions.md "Parse at the boundary"). Unknown keys are ignored and a value its rule refuses is left out ("not given"), as
 * the shortcode does; only props that are not an object at all are an error (the island's error state).
 */
export function parseAttributes<R extends AttributeRules>(rules: R, raw: unknown): AttributeValues<R> {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw new TypeError('Island props must be a JSON object.');
  const props: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const given = raw[name];
    if (typeof given !== 'string' && typeof given !== 'number') continue;
    const value = normaliseAttribute(rule, String(given));
    if (value) props[name] = value;
  }
  return props as AttributeValues<R>;
}
