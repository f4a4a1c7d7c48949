import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { LaunchRoot } from './LaunchRoot.tsx';
import { meta } from './meta.ts';

/** `<pc-launch code>`: a product launch page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcLaunchElement = defineElement({
  meta,
  component: LaunchRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-launch': PcElement<ElementProps<typeof meta>>;
  }
}
