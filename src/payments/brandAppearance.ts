import type { Appearance } from '@stripe/stripe-js';

/** Stripe's Appearance variables and the `--chw-*` token each is read from. */
const COLOUR_TOKENS = {
  colorPrimary: '--chw-primary',
  colorText: '--chw-text',
  colorDanger: '--chw-error',
  colorBackground: '--chw-surface',
} as const;

/**
 * A colour token as `rgb()`/`rgba()`, the form Stripe's Appearance API takes, or undefined. The
 * browser resolves whatever the host wrote (a name, `var(--wp--preset…)`, `color-mix()`) on a
 * probe element; a colour it gives back in another space (`oklch()`, `color()`) is left to
 * Stripe's default rather than sent in a form Stripe ignores with a warning.
 */
function rgbOf(node: Element, value: string): string | undefined {
  if (!value) return undefined;
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = value;
  node.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return /^rgba?\(/.test(colour) ? colour : undefined;
}

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
    const colour = rgbOf(node, style.getPropertyValue(token).trim());
    if (colour) variables[variable as keyof typeof COLOUR_TOKENS] = colour;
  }
  const radius = style.getPropertyValue('--chw-radius').trim();
  if (/^\d+(\.\d+)?px$/.test(radius)) variables.borderRadius = radius;
  if (style.fontFamily) variables.fontFamily = style.fontFamily;
  return { theme: 'stripe', variables };
}
