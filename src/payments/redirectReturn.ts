/**
 * The query Stripe adds to the return URL after a redirect-based confirmation:
 * `?payment_intent=pi_…&redirect_status=succeeded` (pay now) or
 * `?setup_intent=seti_…&redirect_status=succeeded` (pay later). Returns the
 * intent id when the confirmation succeeded, else null.
 */
export function succeededRedirectIntent(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('redirect_status') !== 'succeeded') return null;
  const id = params.get('payment_intent') ?? params.get('setup_intent');
  return id && /^[A-Za-z0-9_]+$/.test(id) ? id : null;
}
