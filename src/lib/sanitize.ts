import { lazyOnce } from './lazyOnce';

/**
 * Sanitises server HTML (vehicle features, liability descriptions) with
 * DOMPurify, loaded on first use so pages without server HTML never fetch it.
 * Only formatting tags survive; scripts, handlers, styles and forms are removed.
 */
const ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'span',
  'small',
  'a',
  'h4',
  'h5',
  'h6',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

let loaded: ((html: string) => string) | undefined;

/**
 * Starts loading the sanitiser; islands whose first paint holds server HTML
 * await it before rendering (IslandDefinition.preload) so nothing reflows.
 */
export const loadPurifier = lazyOnce(() =>
  import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Links from server HTML open safely in a new tab.
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    loaded = (html: string) =>
      DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i });
    return loaded;
  }),
);

/** Safe HTML at once when the sanitiser is already loaded, else undefined. */
export function sanitizeHtmlNow(html: string): string | undefined {
  return loaded?.(html);
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify(html);
}
