import { ruledCadence } from '@pc/shared/cadence';
import type { BathroomModule } from '@pc/shared/contract';
import { DEO_FREQ, HAIR_TYPE } from '@pc/shared/quiz-values';
import type { NewCartLine } from '../cart/cartRepository.ts';
import type { CatalogProduct, CatalogVariation } from '../catalogue/productRepository.ts';
import { ITEM_SLUGS, type ItemKey } from '../catalogue/productSets.ts';
import type { QuizAnswers } from '../quiz/recommendations.ts';
import type { ResultsCatalogue } from './resultsCatalogue.ts';
import { chooseVariation, tailoredCode } from './tailoring.ts';

// spec §2 Results "Bathroom module": '{name} Essentials', three everyday items as smart
// replenishments (subscriptions), at a discount. The spec gives neither the items nor the discount:
// docs/decisions/0009-results-state-and-calls.md.

/** The module's discount, in percent off each item's subscription price. */
export const BATHROOM_MODULE_DISCOUNT_PERCENT = 15;

interface EssentialRule {
  /** The rule in words, for QA and the table test. */
  description: string;
  item: (answers: QuizAnswers | null) => ItemKey;
}

const noScalpToWash = (a: QuizAnswers | null) =>
  a !== null && a.value('hair_type') === HAIR_TYPE.bald && !a.answered('hair_need');

/** Three subscription items a bathroom shelf runs out of, swapped when the answers rule one out. */
export const ESSENTIAL_RULES: readonly EssentialRule[] = [
  { description: 'body wash, always', item: () => 'body_wash' },
  {
    description: 'deodorant; body lotion for someone who never wears deodorant (deo_freq 4)',
    item: (a) => (a?.value('deo_freq') === DEO_FREQ.never ? 'body_lotion' : 'deodorant'),
  },
  {
    description: 'shampoo; face cleanser for a bald head that is not washed (hair_need not asked)',
    item: (a) => (noScalpToWash(a) ? 'cleanser' : 'shampoo'),
  },
];

export interface EssentialItem {
  key: ItemKey;
  product: CatalogProduct;
  variation: CatalogVariation;
  /** Weeks between deliveries: spec §9's default, after the quiz's cadence rules (shower frequency). */
  cadence: number;
}

// The quiz's cadence rules, the same table as the results (decision 0016), else spec §9's default.
const recommendedCadence = (key: ItemKey, product: CatalogProduct, answers: QuizAnswers | null): number =>
  (answers && ruledCadence(key, answers)) ?? product.defaultCadence ?? 0;

/** The module's items for these answers, tailored like the results (formula and scent). */
export const essentialItems = (
  answers: QuizAnswers | null,
  catalogue: ResultsCatalogue,
  now: Date,
): EssentialItem[] =>
  ESSENTIAL_RULES.flatMap((rule) => {
    const key = rule.item(answers);
    const product = catalogue.get(ITEM_SLUGS[key]);
    const variation = product && chooseVariation(product, tailoredCode(key, answers), now);
    if (!product || !variation || variation.subscriptionPrice === null) return [];
    return [{ key, product, variation, cadence: recommendedCadence(key, product, answers) }];
  });

/** spec §3 Bathroom module: products (productId, image, subscription) and the discount in percent. */
export const bathroomModule = (items: readonly EssentialItem[]): BathroomModule => ({
  products: items.map(({ product, variation }) => ({
    productId: product.id,
    image: variation.image,
    subscription: true,
  })),
  discount: BATHROOM_MODULE_DISCOUNT_PERCENT,
});

/** The discounted subscription price, to the cent. */
export const discounted = (price: number, percent = BATHROOM_MODULE_DISCOUNT_PERCENT): number =>
  Math.round(price * (100 - percent)) / 100;

/** The cart lines the module's CHECKOUT adds: subscriptions at the module's discount. */
export const bathroomModuleLines = (items: readonly EssentialItem[], surveyLogId: string): NewCartLine[] =>
  items.map(({ product, variation, cadence }, index) => ({
    productId: product.id,
    variationId: variation.id,
    name: variation.name,
    sku: variation.sku,
    category: product.category,
    price: discounted(variation.subscriptionPrice!),
    cadence,
    surveyLogId,
    source: 'bathroom-module',
    position: index + 1,
    bundle: [],
    giftCard: null,
  }));
