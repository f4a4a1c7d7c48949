import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { LaunchRoot } from './LaunchRoot.tsx';
import { meta } from './meta.ts';
import styles from './styles.css?inline';

/** `<pc-launch code>`: a product launch page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcLaunchElement = defineElement({ meta, component: LaunchRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-launch': PcElement<ElementProps<typeof meta>>;
  }
}
