import { parseAttributes, type AttributeRules, type AttributeValues } from '../lib/parseAttributes';

/** Each placeholder's props as parsed, for whichever asks second. */
const parsed = new WeakMap<HTMLElement, AttributeValues<AttributeRules>>();

/**
 * A placeholder's `data-chw-props` (JSON; none when absent or empty) by an island's rules, parsed
 * once: the island's prefetch (src/islands/<name>/prefetch.ts) and the mounter both ask, and the
 * second gets what the first parsed. Throws for props that are not JSON or not an object. Its own
 * module, without React, so a prefetch that needs it waits for no UI code (rollup.config.mjs).
 */
export function placeholderProps<R extends AttributeRules>(placeholder: HTMLElement, rules: R): AttributeValues<R> {
  const text = placeholder.dataset.chwProps;
  const props = parsed.get(placeholder) ?? parseAttributes(rules, text ? JSON.parse(text) : undefined);
  parsed.set(placeholder, props);
  return props as AttributeValues<R>;
}
