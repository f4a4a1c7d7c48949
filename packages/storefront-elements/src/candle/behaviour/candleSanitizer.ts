import DOMPurify from 'dompurify';

/**
 * The candle's full description is HTML from the CMS (spec §3 metadata full_description): sanitised
 * with DOMPurify before it is shown, keeping text formatting only. Its own chunk, loaded when the
 * overlay first opens or the shopper heads for it (behaviour/sanitizerChunk.ts, docs/decisions/0029, 0067).
 *
 * A TrustedHTML made by DOMPurify's own policy ('dompurify'), where the browser has Trusted Types:
 * the store's CSP requires them for HTML sinks (docs/decisions/0046), so a plain string given to
 * innerHTML would throw there (docs/decisions/0050). React hands it to innerHTML unchanged. Without
 * Trusted Types (the server, jsdom) DOMPurify returns the string.
 */
export function sanitizeHtml(html: string): TrustedHTML {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'em', 'strong', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span'],
    ALLOWED_ATTR: ['href'],
    RETURN_TRUSTED_TYPE: true,
  });
}
