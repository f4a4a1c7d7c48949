import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { CartRoot } from './CartRoot.tsx';
import { meta } from './meta.ts';
import { drawerMethods } from './state/drawerMethods.ts';

/** `<pc-cart>`: the cart badge and drawer (docs/decisions/0124). Registration only; meta.ts writes its public surface once. */
export const PcCartElement = defineElement({
  meta,
  component: CartRoot,
  styles: () => import('./styles.css?inline'),
});
Object.assign(PcCartElement.prototype, drawerMethods);

declare global {
  interface HTMLElementTagNameMap {
    'pc-cart': PcElement<ElementProps<typeof meta>> & typeof drawerMethods;
  }
}
