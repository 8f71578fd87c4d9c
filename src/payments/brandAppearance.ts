import type { Appearance } from '@stripe/stripe-js';

/** Stripe's Appearance variables and the `--chw-*` token each is read from. */
const COLOUR_TOKENS = {
  colorPrimary: '--chw-primary',
  colorText: '--chw-text',
  colorDanger: '--chw-error',
  colorBackground: '--chw-surface',
} as const;

/**
 * The colour forms Stripe's Appearance API takes (hex, rgb(a), hsl(a) or a name). A custom property
 * reads back with its var() references resolved (`var(--wp--preset…)` gives the host's hex); a
 * colour in another form (`color-mix()`, `oklch()`) is left to Stripe's default rather than sent in
 * a form Stripe ignores with a warning.
 */
const STRIPE_COLOUR = /^(#[\da-f]{3,8}|(rgb|hsl)a?\([^()]*\)|[a-z]+)$/i;

/**
 * The Payment Element's look built from the widgets' tokens where it mounts, so a site that
 * re-brands the widgets (`--chw-primary`, `--chw-text`, `--chw-error`, `--chw-surface`,
 * `--chw-radius`, its font) sees the same brand inside the card form instead of Stripe's own
 * purple and radius (https://docs.stripe.com/elements/appearance-api#variables). Read once at
 * mount: Stripe applies a new appearance only through `elements.update`.
 */
export function brandAppearance(node: Element): Appearance {
  const style = getComputedStyle(node);
  const variables: NonNullable<Appearance['variables']> = {};
  for (const [variable, token] of Object.entries(COLOUR_TOKENS)) {
    const colour = style.getPropertyValue(token).trim();
    if (STRIPE_COLOUR.test(colour)) variables[variable as keyof typeof COLOUR_TOKENS] = colour;
  }
  const radius = style.getPropertyValue('--chw-radius').trim();
  if (/^\d+(\.\d+)?px$/.test(radius)) variables.borderRadius = radius;
  if (style.fontFamily) variables.fontFamily = style.fontFamily;
  return { theme: 'stripe', variables };
}
