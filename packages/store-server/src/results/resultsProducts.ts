import { setCadence } from '@pc/shared/cadence';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { navigationNames } from '../catalogue/messages/index.ts';
import type { CatalogBundleItem, CatalogProduct, CatalogVariation } from '../catalogue/productRepository.ts';
import { ITEM_SLUGS, type ItemKey, type SetKey, setSlug } from '../catalogue/productSets.ts';
import type { QuizAnswers } from '../quiz/recommendations.ts';
import { contentOf, SET_DESCRIPTIONS, SMELLS_LIKE_BY_VARIATION } from './productContent.ts';
import { itemKeyOf, type ResultsCatalogue } from './resultsCatalogue.ts';
import { chooseVariation, isBuyable, tailoredCode } from './tailoring.ts';

// spec §3 Results product, built from the seeded catalogue: ids, variation ids, prices (spec §9)
// and bundle item ids are the cart's own, so the forms a client builds from them add exactly these
// lines (spec §4 Results "Add to cart"; spec §7 add-to-cart and bundle forms).

/** What to show, as the quiz (or a catalogue page) decided it; the catalogue fills in the rest. */
export type ProductPlan = {
  /** The set whose navigation button shows the product (spec §2 Results: navigation row), or none. */
  navigation: SetKey | null;
  /** The radio's starting state (spec §2 Results: subscription vs once). */
  isSubscription: boolean;
  /** Recommended cadence of the whole product in weeks, when the quiz gave one. */
  cadence?: number;
  /** Recommended cadence of items, when the quiz gave one (spec §9 defaults otherwise). */
  itemCadences?: Partial<Record<ItemKey, number>>;
} & (
  | { kind: 'bundle'; set: SetKey }
  | { kind: 'synthetic'; set: SetKey; items: readonly ItemKey[] }
  | { kind: 'item'; item: ItemKey }
);

export interface ProductContext {
  catalogue: ResultsCatalogue;
  /** The shopper's answers (tailored formulas), or null for catalogue pages (seeded defaults). */
  answers: QuizAnswers | null;
  /** The session's clock, for stock rules (spec §4). */
  now: Date;
  checkoutOnAdd: boolean;
  /** The language the page is shown in: the navigation buttons' words (docs/decisions/0219). */
  locale: Locale;
}

/** A plan's navigation button in the page's language (catalogue/messages), or null. */
const navigationName = (plan: ProductPlan, context: ProductContext): string | null =>
  plan.navigation === null ? null : navigationNames[context.locale][plan.navigation];

const unique = (values: readonly string[]) => [...new Set(values.filter((value) => value !== ''))];

/**
 * A carousel's pictures with each its own alternative text (WCAG 1.1.1): `[src, alt]` pairs, the
 * first of a repeated picture kept, empty ones left out.
 */
export const pictures = (pairs: readonly (readonly [string, string])[]) => {
  const kept = pairs.filter(([src], at) => src !== '' && pairs.findIndex(([other]) => other === src) === at);
  return { images: kept.map(([src]) => src), imageAlts: kept.map(([, alt]) => alt) };
};

/** A product's own pictures: the chosen variation's, then the product's other views. */
const viewsOf = (name: string, images: readonly string[]) =>
  unique(images).map((src, at) => [src, at === 0 ? name : `${name}, view ${at + 1}`] as const);

const scentNotes = (variation: CatalogVariation): string | null => {
  const notes = variation.metadata.scentNotes as Record<string, unknown> | undefined;
  if (typeof notes !== 'object' || notes === null) return null;
  const all = ['top', 'heart', 'base'].flatMap((tier) => (Array.isArray(notes[tier]) ? notes[tier] : []));
  return all.length === 0 ? null : all.join(', ');
};

const perfumer = (variation: CatalogVariation): string | null => {
  const found = variation.metadata.perfumer as { name?: unknown; title?: unknown } | undefined;
  return typeof found?.name === 'string' ? `${found.name}, ${String(found.title ?? 'perfumer')}` : null;
};

/** spec §9: a product bought once only has cadence 0; others their recommended, else default, weeks. */
const cadenceOf = (product: CatalogProduct, variation: CatalogVariation, recommended?: number): number =>
  variation.subscriptionPrice === null ? 0 : (recommended ?? product.defaultCadence ?? 0);

interface SubOptions {
  isSubscription: boolean;
  recommendedCadence?: number | undefined;
  isPromo: boolean;
  bundleItem: CatalogBundleItem | null;
  checkoutOnAdd: boolean;
}

/** One item of a set (or a single item): its own product id, variation, prices and content. */
export const subProduct = (
  product: CatalogProduct,
  variation: CatalogVariation,
  now: Date,
  options: SubOptions,
): ResultsSubProduct => {
  const content = contentOf(product.slug);
  const hasSubscription = variation.subscriptionPrice !== null;
  const cadence = cadenceOf(product, variation, options.recommendedCadence);
  const item = options.bundleItem;
  return {
    id: product.id,
    variationId: variation.id,
    name: variation.name,
    subheader: product.name,
    category: product.category,
    sku: variation.sku,
    bundleType: 'none',
    selectIndividualProducts: false,
    selected: 0,
    hasSubscription,
    isSubscription: options.isSubscription && hasSubscription,
    price: { once: variation.price, subscription: variation.subscriptionPrice },
    ...pictures(viewsOf(variation.name, [variation.image, ...product.images])),
    checkoutOnAdd: options.checkoutOnAdd,
    isHidden: !isBuyable(variation, now),
    navigationName: null,
    cadence,
    recommendedCadence: cadence,
    short_desc: content.short_desc,
    description: content.description,
    formula: variation.description,
    madeWith: content.madeWith,
    madeWo: content.madeWo,
    smellsLike: scentNotes(variation) ?? SMELLS_LIKE_BY_VARIATION[variation.code] ?? content.smellsLike,
    formulatedIn: content.formulatedIn,
    createdBy: perfumer(variation) ?? content.createdBy,
    fullIngredients: content.fullIngredients,
    isPromo: options.isPromo,
    hideMoreInfo: options.isPromo,
    // Exactly what the bundle form names: bundle_attribute_{attributeName}_{bundleItemId}={bundleAttribute}.
    attributeName: item?.attribute ?? null,
    bundleItemId: item?.id ?? null,
    bundleAttribute: item ? (variation.attributes[item.attribute] ?? null) : null,
  };
};

const productById = (catalogue: ResultsCatalogue, id: number): CatalogProduct | undefined =>
  [...catalogue.values()].find((product) => product.id === id);

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the catalogue has no ${what}: is the seed applied?`);
  return value;
};

/** A set's items as sub-products; a synthetic set keeps only `keep` (spec §3 Results product). */
const setItems = (plan: ProductPlan & { set: SetKey }, set: CatalogProduct, context: ProductContext) => {
  const { catalogue, answers, now } = context;
  return set.bundleItems.flatMap((bundleItem) => {
    const product = required(productById(catalogue, bundleItem.productId), `item ${bundleItem.productId}`);
    const key = itemKeyOf(catalogue, product.id);
    if (plan.kind === 'synthetic' && (key === undefined || !plan.items.includes(key))) return [];
    const variation = required(
      chooseVariation(product, key ? tailoredCode(key, answers) : null, now, bundleItem.defaultVariationId),
      `variation of ${product.slug}`,
    );
    return [
      subProduct(product, variation, now, {
        isSubscription: plan.isSubscription,
        recommendedCadence: key ? plan.itemCadences?.[key] : undefined,
        isPromo: bundleItem.isPromo,
        bundleItem: plan.kind === 'bundle' ? bundleItem : null,
        checkoutOnAdd: context.checkoutOnAdd,
      }),
    ];
  });
};

const sum = (values: readonly number[]) => Math.round(values.reduce((total, x) => total + x * 100, 0)) / 100;

/** What a synthetic set costs: its non-promo items, once and (when all have one) by subscription. */
const syntheticPrice = (items: readonly ResultsSubProduct[]): ResultsProduct['price'] => {
  const paid = items.filter((item) => !item.isPromo);
  const subscriptions = paid.map((item) => item.price.subscription);
  return {
    once: sum(paid.map((item) => item.price.once)),
    subscription: subscriptions.every((price) => price !== null) ? sum(subscriptions as number[]) : null,
  };
};

const setProduct = (plan: ProductPlan & { set: SetKey }, context: ProductContext): ResultsProduct => {
  const set = required(context.catalogue.get(setSlug(plan.set)), `set ${plan.set}`);
  const products = setItems(plan, set, context);
  const isBundle = plan.kind === 'bundle';
  const price = isBundle
    ? { once: set.price, subscription: set.subscriptionPrice }
    : syntheticPrice(products);
  const hasSubscription = price.subscription !== null;
  const cadence = hasSubscription ? (plan.cadence ?? setCadence(products.map((item) => item.cadence))) : 0;
  const names = products.map((item) => item.name);
  return {
    // A synthetic set is not a product of the catalogue: id 0, and each item adds on its own.
    id: isBundle ? set.id : 0,
    variationId: 0,
    name: set.name,
    subheader: names.join(' + '),
    category: set.category,
    sku: isBundle ? set.slug.toUpperCase() : `${set.slug.toUpperCase()}-CUSTOM`,
    bundleType: plan.kind === 'bundle' ? 'bundle' : 'synthetic',
    selectIndividualProducts: products.filter((item) => !item.isPromo).length > 1,
    selected: 0,
    hasSubscription,
    isSubscription: plan.isSubscription && hasSubscription,
    products,
    price,
    // The set's picture, then each item's own, named after it.
    ...pictures([
      [set.images[0] ?? '', set.name],
      ...products.map((item) => [item.images[0] ?? '', item.name] as const),
    ]),
    checkoutOnAdd: context.checkoutOnAdd,
    // A set sells only when all its items can be bought (the cart checks every item).
    isHidden: products.length === 0 || products.some((item) => item.isHidden),
    navigationName: navigationName(plan, context),
    cadence,
    recommendedCadence: cadence,
    short_desc: set.description,
    description: SET_DESCRIPTIONS[plan.set] ?? '',
    formula: products
      .filter((item) => !item.isPromo)
      .map((item) => item.name)
      .join(' + '),
    madeWith: '',
    madeWo: '',
    smellsLike: '',
    formulatedIn: '',
    createdBy: '',
    fullIngredients: '',
    isPromo: false,
    hideMoreInfo: false,
    attributeName: null,
    bundleItemId: null,
    bundleAttribute: null,
  };
};

/** A single item as a card of its own (spec §3 bundleType none). */
export const itemProduct = (
  plan: ProductPlan & { kind: 'item' },
  context: ProductContext,
  isHidden = false,
): ResultsProduct => {
  const product = required(context.catalogue.get(ITEM_SLUGS[plan.item]), `item ${plan.item}`);
  const variation = required(
    chooseVariation(product, tailoredCode(plan.item, context.answers), context.now),
    `variation of ${product.slug}`,
  );
  const sub = subProduct(product, variation, context.now, {
    isSubscription: plan.isSubscription,
    recommendedCadence: plan.itemCadences?.[plan.item] ?? plan.cadence,
    isPromo: false,
    bundleItem: null,
    checkoutOnAdd: context.checkoutOnAdd,
  });
  return {
    ...sub,
    navigationName: navigationName(plan, context),
    isHidden: isHidden || sub.isHidden,
    products: [],
  };
};

export const resultsProduct = (plan: ProductPlan, context: ProductContext): ResultsProduct =>
  plan.kind === 'item' ? itemProduct(plan, context) : setProduct(plan, context);
