import {
  type AddToCartRequest,
  type QuestionCode,
  type QuizSummary,
  type QuizType,
  type ResultsProduct,
  type ResultsSubProduct,
  toAddToCartForm,
} from '@pc/shared/contract';
import type { CatalogProduct, CatalogVariation } from '../src/catalogue/productRepository.ts';
import { CATALOG } from '../src/catalogue/seed/catalog.ts';
import type { SeedProduct } from '../src/catalogue/seed/types.ts';
import { QUIZ_VERSION } from '../src/quiz/catalogue.ts';
import { recommend } from '../src/quiz/recommendations.ts';
import { QUIZ_IDS } from '../src/quiz/sessionQuiz.ts';
import type { ResultsCatalogue } from '../src/results/resultsCatalogue.ts';
import type { ResultsLog } from '../src/results/resultsState.ts';

// Test data for the results tests: the seeded catalogue without a database, quiz summaries, survey
// logs as /crafting stores them, and the add-to-cart forms a results page builds (spec §4, §7).

export type Answers = Partial<Record<QuestionCode, string>>;

const variationsOf = (product: SeedProduct): CatalogVariation[] =>
  product.variations.map(
    ({
      id,
      code,
      name,
      sku,
      price,
      subscriptionPrice,
      description,
      fullDescription,
      image,
      stockStatus,
      attributes,
      metadata,
    }) => ({
      id,
      productId: product.id,
      code,
      name,
      sku,
      price,
      subscriptionPrice,
      description,
      fullDescription,
      image,
      stockStatus,
      attributes,
      metadata,
    }),
  );

/** src/seed's catalogue as the product repository reads it back, by slug. */
export const seedCatalogue = (): ResultsCatalogue => {
  const byId = new Map(CATALOG.map((product) => [product.id, product]));
  return new Map(
    CATALOG.map((product): [string, CatalogProduct] => [
      product.slug,
      {
        id: product.id,
        slug: product.slug,
        name: product.name,
        description: product.description,
        category: product.category,
        kind: product.kind,
        price: product.price,
        subscriptionPrice: product.subscriptionPrice,
        defaultCadence: product.defaultCadence,
        images: product.images,
        variations: variationsOf(product),
        bundleItems: product.bundleItems.map((item) => ({
          ...item,
          variations: variationsOf(byId.get(item.productId)!),
        })),
      },
    ]),
  );
};

/** The answers of a summary, each with a made-up question text and answer code. */
export const summaryAnswers = (answers: Answers): QuizSummary['answers'] =>
  Object.entries(answers).map(([code, value]) => ({
    questionCode: code as QuestionCode,
    questionText: `Question ${code}`,
    answerValue: value,
    answerCode: `${code}_${value}`,
    answerText: value,
  }));

/** A summary as the quiz posts it to /crafting (valid for the quiz catalogue). */
export const quizSummary = (type: QuizType, answers: Answers): QuizSummary => ({
  quizId: QUIZ_IDS[type],
  type,
  version: QUIZ_VERSION,
  durationInSeconds: 95,
  answers: summaryAnswers(answers),
});

/** A completed survey log as /crafting stores it. */
export const resultsLog = (
  type: QuizType,
  answers: Answers,
  overrides: Partial<ResultsLog> = {},
): ResultsLog => {
  const summary = quizSummary(type, answers);
  return {
    id: 'log0000001',
    sessionId: 'session-a',
    quizType: type,
    email: null,
    summary,
    recommendation: recommend(summary),
    ...overrides,
  };
};

/** A self quiz that recommends every set: Face, Hair, Body, Hand and Cologne. */
export const EVERYTHING: Answers = {
  face_type: '2',
  hair_type: 'curly',
  deo_freq: '1',
  skin_type: 'dry',
  fragrance_knowledge: '2',
};

/** Form fields as a test posts them. */
type Form = Record<string, string>;

const single = (item: ResultsSubProduct, subscribed: boolean, surveyLogId: string): AddToCartRequest => ({
  // A per-variation card (a candle) adds its parent product (decision 0015).
  productId: item.parentId ?? item.id,
  variationId: item.variationId,
  cadence: subscribed && item.hasSubscription ? item.cadence : 0,
  source: 'quiz-results',
  ...(surveyLogId === '' ? {} : { surveyLogId }),
});

/** spec §4 Results "Add to cart" as a client builds it from a Results product: the requests. */
const addToCartRequests = (product: ResultsProduct, surveyLogId: string): AddToCartRequest[] => {
  const subscribed = product.isSubscription;
  if (product.selected > 0) return [single(product.products[product.selected - 1]!, subscribed, surveyLogId)];
  if (product.bundleType === 'none') return [single(product, subscribed, surveyLogId)];
  if (product.bundleType === 'synthetic') {
    return product.products
      .filter((item) => !item.isPromo)
      .map((item) => single(item, subscribed, surveyLogId));
  }
  return [
    {
      productId: product.id,
      cadence: subscribed ? product.cadence : 0,
      source: 'quiz-results',
      ...(surveyLogId === '' ? {} : { surveyLogId }),
      bundle: product.products.map((item) => ({
        itemId: item.bundleItemId ?? 0,
        ...(item.attributeName
          ? { attribute: { name: item.attributeName, value: item.bundleAttribute ?? '' } }
          : {}),
        variationId: item.variationId,
        quantity: 1,
      })),
    },
  ];
};

/**
 * spec §4 Results "Add to cart" as a client builds it from a Results product (spec §7 forms, spelled
 * by the contract's toAddToCartForm): a bundle set added whole is one bundle form; a synthetic set one
 * form per non-promo item; a selected item (selected n) or a single product one form.
 */
export const addToCartForms = (product: ResultsProduct, surveyLogId: string): Form[] =>
  addToCartRequests(product, surveyLogId).map((request) =>
    Object.fromEntries(
      Object.entries(toAddToCartForm(request)).map(([name, value]) => [name, String(value)]),
    ),
  );
