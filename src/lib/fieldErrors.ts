/** One rule of a field: the test its value must pass (the whole form at hand) and the message when it fails. */
export type FieldRule<T, K extends keyof T> = readonly [passes: (value: T[K], form: T) => boolean, message: string];

/** Each field's rules, in the order they are checked. */
export type FieldRules<T> = { [K in keyof T]?: readonly FieldRule<T, K>[] };

/**
 * Checks a form the way spec §5 shows errors: a field gets the message of its first failing rule,
 * and a field whose rules all pass has no entry.
 */
export function fieldErrors<T>(form: T, rules: FieldRules<T>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const failed = rules[key]?.find(([passes]) => !passes(form[key], form));
    if (failed) errors[key] = failed[1];
  }
  return errors;
}
