import { sanitizeHtml, sanitizeHtmlNow } from '../lib/sanitize';
import { useRequest } from '../lib/useRequest';

/**
 * Renders server HTML after sanitising it. Until the sanitiser has run (it loads
 * lazily) the text content is shown as plain text, never as markup.
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  const now = sanitizeHtmlNow(html);
  const later = useRequest(now === undefined ? html : null, () => sanitizeHtml(html));
  // A sanitiser that cannot load shows nothing rather than unsanitised markup.
  const safe = now ?? (later.loading ? null : later.failed ? '' : (later.data ?? null));
  if (safe === null) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}
