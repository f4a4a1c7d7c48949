import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { meta } from './meta.ts';

/** `<pc-gift-cards>`: the gift card page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcGiftCardsElement = defineElement({
  meta,
  component: GiftCardsRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-gift-cards': PcElement<ElementProps<typeof meta>>;
  }
}
