/** `pi_123_secret_456` → `pi_123`: Stripe's client secrets start with their intent's id ('' when not one). */
export function intentIdOf(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : '';
}
