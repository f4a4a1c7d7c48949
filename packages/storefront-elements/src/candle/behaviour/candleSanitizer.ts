import DOMPurify from 'dompurify';

/**
 * The candle's full description is HTML from the CMS (spec §3 metadata full_description): sanitised
 * with DOMPurify before it is shown, keeping text formatting only. Its own chunk, loaded when the
 * overlay first opens (docs/decisions/0029), so the element's chunk stays within its budget.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'em', 'strong', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span'],
    ALLOWED_ATTR: ['href'],
  });
}
