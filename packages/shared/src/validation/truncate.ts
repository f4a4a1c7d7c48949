/**
 * Cuts `text` to at most `max` UTF-16 units (what the server's maxLength counts) without splitting an
 * emoji or other surrogate pair.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
