import { useEffect, useState } from 'react';
import { sanitizeHtml, sanitizeHtmlNow } from '../lib/sanitize';

/**
 * Renders server HTML after sanitising it. Until the sanitiser has run (it loads
 * lazily) the text content is shown as plain text, never as markup.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  const [safe, setSafe] = useState<string | null>(() => sanitizeHtmlNow(html) ?? null);
  useEffect(() => {
    let live = true;
    const now = sanitizeHtmlNow(html);
    if (now !== undefined) {
      setSafe(now);
      return undefined;
    }
    setSafe(null);
    sanitizeHtml(html).then(
      (result) => live && setSafe(result),
      () => live && setSafe(''),
    );
    return () => {
      live = false;
    };
  }, [html]);
  if (safe === null) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}
