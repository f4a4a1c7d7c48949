import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** r2wc's attribute types: how an attribute string becomes the prop. */
export type ElementPropType = 'string' | 'number' | 'boolean' | 'json' | 'function';

/**
 * The DOM type of a `pc-` element: its props as properties, plus `pageData`.
 *
 * Each element package declares its own tag beside its `element.ts`, in `tags.d.ts`:
 *
 * ```ts
 * import type { PcElement, PcElementJsx } from '@pc/shared';
 * import type { ContactProps } from './Contact.tsx';
 *
 * declare global {
 *   interface HTMLElementTagNameMap {
 *     'pc-contact': PcElement<ContactProps>;
 *   }
 * }
 * // Only if some React tree renders the tag (React 19 sets known properties on custom elements):
 * declare module 'react' {
 *   namespace JSX {
 *     interface IntrinsicElements {
 *       'pc-contact': PcElementJsx<ContactProps>;
 *     }
 *   }
 * }
 * ```
 */
export type PcElement<Props extends object = object> = HTMLElement &
  Partial<Omit<Props, 'pageData'>> & { pageData: unknown };

/** JSX props of a `pc-` element rendered from React. */
export type PcElementJsx<Props extends object = object> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  Partial<Props>;
