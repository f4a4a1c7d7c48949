import {
  CHECKOUT_PATH,
  type LaunchCode,
  type LaunchEdition,
  LaunchMetadata,
  type LaunchProduct,
  type StockStatus,
} from '@pc/shared/contract';
import * as v from 'valibot';

/** spec §2 Launch page sections, in page order; each has a checkout button. */
export type LaunchSectionKind =
  | 'banner'
  | 'description'
  | 'story'
  | 'reviews'
  | 'scent-notes'
  | 'ingredients'
  | 'perfumer'
  | 'footer';

type Metadata = LaunchMetadata;

/** What the launch view renders (a transformer from the API's launch product, design.md "data → view"). */
export interface LaunchView {
  readonly productId: number;
  readonly variationId: number;
  readonly price: number;
  readonly stockStatus: StockStatus;
  readonly productName: string;
  readonly productImage: string;
  readonly banner: Metadata['banner'];
  readonly description?: string;
  readonly story?: NonNullable<LaunchEdition['story']>;
  readonly reviews: Metadata['reviews'];
  readonly scentNotes?: NonNullable<Metadata['scentNotes']>;
  readonly ingredients?: NonNullable<Metadata['ingredients']>;
  readonly perfumer: Metadata['perfumer'];
  /** where buying goes: /checkout, with the edition's utm-style query (spec §2) */
  readonly checkoutHref: string;
  /** the sections present, in order: a checkout button's position is its section's place + 1 */
  readonly sections: readonly LaunchSectionKind[];
}

/** spec §2: "The checkout route is /checkout; the collaboration edition appends a utm-style query string to it." */
export const checkoutHref = (query: string | undefined): string => {
  const trimmed = query?.replace(/^\?/, '').trim();
  return trimmed ? `${CHECKOUT_PATH}?${trimmed}` : CHECKOUT_PATH;
};

/** The sections present, in spec §2's order ("banner, optional description, optional story, …"). */
export const launchSections = (
  content: Pick<LaunchView, 'description' | 'story' | 'reviews' | 'scentNotes' | 'ingredients'>,
): LaunchSectionKind[] => [
  'banner',
  ...(content.description ? (['description'] as const) : []),
  ...(content.story ? (['story'] as const) : []),
  ...(content.reviews.length > 0 ? (['reviews'] as const) : []),
  ...(content.scentNotes
    ? (['scent-notes'] as const)
    : content.ingredients?.length
      ? (['ingredients'] as const)
      : []),
  'perfumer',
  'footer',
];

/**
 * The launch page of `code` from its product: the variation's launch content (LaunchMetadata), with the
 * edition of this code laid over it (the collaboration edition sells gran-cenote with its own banner,
 * description, story and checkout query; decision 0033). Null when the content does not parse: the page
 * then stays empty, as for a failed fetch (spec §8).
 */
export function launchView(
  code: LaunchCode,
  { product, variation }: LaunchProduct,
  stockStatus: StockStatus,
): LaunchView | null {
  const parsed = v.safeParse(LaunchMetadata, variation.metadata);
  if (!parsed.success) return null;
  const meta = parsed.output;
  const edition = meta.editions?.[code];
  const content = {
    description: edition ? (edition.description ?? meta.description) : meta.description,
    story: edition ? (edition.story ?? meta.story) : meta.story,
    reviews: meta.reviews,
    scentNotes: meta.scentNotes,
    ingredients: meta.ingredients,
  };
  return {
    productId: product.id,
    variationId: variation.id,
    price: variation.price,
    stockStatus,
    productName: product.name,
    productImage: variation.image,
    banner: edition?.banner ?? meta.banner,
    ...content,
    perfumer: meta.perfumer,
    checkoutHref: checkoutHref(edition?.checkoutQuery),
    sections: launchSections(content),
  };
}

/** spec §7: a checkout button's position, 1-based in page order (decision 0034). */
export const checkoutPosition = (
  sections: readonly LaunchSectionKind[],
  section: LaunchSectionKind,
): number => sections.indexOf(section) + 1;
