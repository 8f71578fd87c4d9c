import { isEmail, required } from '../lib/validation';

/** A form's errors as fieldErrors gives them: the message of each field in error. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** A rule of a text field, in the form fieldErrors reads (FieldRules): the test and its message. */
type TextRule = readonly [passes: (value: string) => boolean, message: string];

/** Spec §5's required text fields (names, a phone, an address…): each not blank, with its form's own message. */
export function requiredFields<K extends string>(messages: Record<K, string>): Record<K, readonly TextRule[]> {
  const rules = {} as Record<K, readonly TextRule[]>;
  for (const key of Object.keys(messages) as K[]) rules[key] = [[required, messages[key]]];
  return rules;
}

/** Spec §5's email field: given, then well formed, each with its form's own message. */
export const emailRules = (missing: string, invalid: string): readonly TextRule[] => [
  [required, missing],
  [isEmail, invalid],
];
