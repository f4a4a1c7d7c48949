import { NAME_MAX_LENGTH } from '@pc/shared/constants';
import { QuizSummary, type QuizType, type ResultsProduct, type ResultsState } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import * as v from 'valibot';
import { navigationNames } from '../catalogue/messages/index.ts';
import { ITEMS, type ItemKey, SET_ORDER, SETS, type SetKey } from '../catalogue/productSets.ts';
import { answersOf, type QuizAnswers, recommend } from '../quiz/recommendations.ts';
import type { SurveyLog } from '../quiz/surveyLogRepository.ts';
import { essentialItems } from './bathroomModule.ts';
import { PROCEED_PRODUCTS } from './proceedToCheckout.ts';
import type { ResultsCatalogue } from './resultsCatalogue.ts';
import { itemProduct, type ProductContext, type ProductPlan, resultsProduct } from './resultsProducts.ts';

// spec §3 Results state (name, showEmailCapture, surveyLogId, includeProductPrefix, allProducts) from
// a completed survey log, or, for pages reached without a quiz, from the catalogue. Pure: the caller
// reads the log, the catalogue and the session's clock.

/** surveyLogId of a state that belongs to no survey (catalogue pages): no save, no compatibility. */
export const NO_SURVEY = '';

/** What results read of a survey log; summary and recommendation are checked, never trusted. */
export type ResultsLog = Pick<SurveyLog, 'id' | 'sessionId' | 'quizType' | 'email'> & {
  summary: unknown;
  recommendation: unknown;
};

const SET_KEYS = Object.keys(SETS) as SetKey[];
const ITEM_KEYS = Object.keys(ITEMS) as ItemKey[];

// recommend()'s output as /crafting stored it: only the fields results read, checked, never trusted.
const StoredItem = v.looseObject({ key: v.picklist(ITEM_KEYS), recommendedCadence: v.number() });
const StoredProduct = v.looseObject({
  key: v.string(),
  bundleType: v.picklist(['bundle', 'synthetic', 'none']),
  // The set whose navigation button shows it; a recommendation recorded before decision 0219 names the
  // button instead, in the store's English (the only words it had then).
  navigation: v.optional(v.picklist(SET_KEYS)),
  navigationName: v.optional(v.string()),
  isSubscription: v.boolean(),
  recommendedCadence: v.number(),
  items: v.array(StoredItem),
});
const StoredRecommendation = v.looseObject({ products: v.array(StoredProduct) });

/** What a plan is read from: a stored recommended product, or one recommend() gives again. */
interface RecommendedSource {
  key: string;
  bundleType: ResultsProduct['bundleType'];
  navigation?: SetKey | undefined;
  navigationName?: string | undefined;
  isSubscription: boolean;
  recommendedCadence: number;
  items: readonly { key: ItemKey; recommendedCadence: number }[];
}

const isSetKey = (key: string): key is SetKey => (SET_KEYS as string[]).includes(key);
const isItemKey = (key: string): key is ItemKey => (ITEM_KEYS as string[]).includes(key);

/** The set a recorded English navigation name stands for (decision 0219), or null. */
const recordedNavigation = (name: string | undefined): SetKey | null =>
  SET_KEYS.find((set) => navigationNames['en-US'][set] === name) ?? null;

/** One recommended product as a plan; null when it names no set or item this store sells. */
const planOf = (product: RecommendedSource): ProductPlan | null => {
  const common = {
    navigation: product.navigation ?? recordedNavigation(product.navigationName),
    isSubscription: product.isSubscription,
    cadence: product.recommendedCadence,
    itemCadences: Object.fromEntries(product.items.map((item) => [item.key, item.recommendedCadence])),
  };
  const { key } = product;
  if (product.bundleType === 'bundle' && isSetKey(key)) return { ...common, kind: 'bundle', set: key };
  if (product.bundleType === 'synthetic' && isSetKey(key)) {
    return { ...common, kind: 'synthetic', set: key, items: product.items.map((item) => item.key) };
  }
  if (product.bundleType === 'none' && isItemKey(key)) return { ...common, kind: 'item', item: key };
  return null;
};

/** spec §3 sets as whole bundles at spec §9 default cadences, for pages without a quiz result. */
export const cataloguePlans = (quizType: QuizType, lead?: SetKey): ProductPlan[] =>
  [...SET_ORDER]
    .sort((a, b) => Number(b === lead) - Number(a === lead))
    .map((set) => ({
      kind: 'bundle',
      set,
      navigation: set,
      // Same starting state as recommend(): subscription for oneself, once for a gift.
      isSubscription: quizType === 'self',
    }));

const summaryOf = (log: ResultsLog) => {
  const parsed = v.safeParse(QuizSummary, log.summary);
  return parsed.success ? parsed.output : null;
};

/** The stored recommendation, or, when it cannot be read, the summary recommended again. */
const recommendedPlans = (log: ResultsLog, summary: QuizSummary | null): ProductPlan[] => {
  const stored = v.safeParse(StoredRecommendation, log.recommendation);
  const products: readonly RecommendedSource[] = stored.success
    ? stored.output.products
    : summary
      ? recommend(summary).products
      : [];
  return products.map(planOf).filter((plan): plan is ProductPlan => plan !== null);
};

/** The name answer, trimmed to spec §9's 25 characters, or ''. */
export const nameAnswer = (summary: Pick<QuizSummary, 'answers'> | null): string =>
  (summary?.answers.find((answer) => answer.questionCode === 'name')?.answerValue ?? '')
    .trim()
    .slice(0, NAME_MAX_LENGTH);

/**
 * The bathroom module's items as hidden single products, so the page can price the module (spec §2:
 * a struck-through price and the discounted one) although its call gives only ids and the discount.
 */
const moduleProducts = (context: ProductContext): ResultsProduct[] =>
  essentialItems(context.answers, context.catalogue, context.now).map(({ key, cadence }) =>
    itemProduct({ kind: 'item', item: key, navigation: null, isSubscription: true, cadence }, context, true),
  );

export interface ResultsViewer {
  /** The logged-in customer's first name, or null for an anonymous visitor. */
  firstName: string | null;
  /** The viewer's session wrote the log (a shared results link is viewed by others). */
  ownsLog: boolean;
}

export interface LogStateInput {
  log: ResultsLog;
  catalogue: ResultsCatalogue;
  viewer: ResultsViewer;
  now: Date;
  /** A set to put first (the cologne results page leads with the Cologne Set). */
  lead?: SetKey;
  /** The page's language: the navigation row's words (docs/decisions/0219). */
  locale: Locale;
}

const leadFirst = (products: ResultsProduct[], lead: SetKey | undefined): ResultsProduct[] =>
  lead === undefined
    ? products
    : [...products].sort(
        (a, b) => Number(b.category === lead && !b.isHidden) - Number(a.category === lead && !a.isHidden),
      );

/** spec §3 Results state of a completed quiz. */
export const resultsStateFromLog = ({
  log,
  catalogue,
  viewer,
  now,
  lead,
  locale,
}: LogStateInput): ResultsState => {
  const summary = summaryOf(log);
  const answers: QuizAnswers | null = summary ? answersOf(summary) : null;
  const context: ProductContext = { catalogue, answers, now, checkoutOnAdd: false, locale };
  const plans = recommendedPlans(log, summary);
  // A quiz that recommends nothing still shows something to buy: the sets (decision 0009).
  const shown = plans.length > 0 ? plans : cataloguePlans(log.quizType);
  const ownName = log.quizType === 'self' && viewer.ownsLog ? (viewer.firstName ?? '') : '';
  return {
    name: nameAnswer(summary) || ownName,
    // Only the shopper who took the quiz is asked for an email, once, until one is stored.
    showEmailCapture: viewer.ownsLog && log.email === null,
    surveyLogId: log.id,
    includeProductPrefix: log.quizType === 'self',
    // spec §7 {product}_show_proceed_to_checkout: results of a quiz ask about the quiz's products.
    proceedProduct: PROCEED_PRODUCTS.quiz,
    allProducts: [
      ...leadFirst(
        shown.map((plan) => resultsProduct(plan, context)),
        lead,
      ),
      ...moduleProducts(context),
    ],
  };
};

export interface CatalogueStateInput {
  catalogue: ResultsCatalogue;
  quizType: QuizType;
  now: Date;
  /** The customer's first name, or '' for an anonymous visitor. */
  name: string;
  lead?: SetKey;
  /** The page's language: the navigation row's words (docs/decisions/0219). */
  locale: Locale;
}

/** spec §3 Results state for a results page reached without a quiz: the sets, surveyLogId ''. */
export const catalogueResultsState = ({
  catalogue,
  quizType,
  now,
  name,
  lead,
  locale,
}: CatalogueStateInput): ResultsState => ({
  name,
  showEmailCapture: false,
  surveyLogId: NO_SURVEY,
  includeProductPrefix: quizType === 'self',
  proceedProduct: PROCEED_PRODUCTS.quiz,
  allProducts: cataloguePlans(quizType, lead).map((plan) =>
    resultsProduct(plan, { catalogue, answers: null, now, checkoutOnAdd: false, locale }),
  ),
});
