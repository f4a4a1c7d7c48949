import type {} from '@pc/elements/react';
import { useEffect, useLayoutEffect, useRef } from 'react';

// A server-rendered React page: hydration neither sets a custom element's properties nor adds its
// `on<event>` listeners (react#35446), so do both yourself once the element is in the page.
export function GiftCardsAfterHydration({
  pageData,
  onSelect,
}: {
  pageData: unknown;
  onSelect: (selection: unknown) => void;
}) {
  const cards = useRef<HTMLElementTagNameMap['pc-gift-cards']>(null);
  useLayoutEffect(() => {
    if (cards.current) cards.current.pageData = pageData;
  }, [pageData]);
  useEffect(() => {
    const element = cards.current;
    const listener = (event: HTMLElementEventMap['pc-gift-card-select']) => onSelect(event.detail.selection);
    element?.addEventListener('pc-gift-card-select', listener);
    return () => element?.removeEventListener('pc-gift-card-select', listener);
  }, [onSelect]);
  return <pc-gift-cards ref={cards} />;
}
