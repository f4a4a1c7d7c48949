import type { PostPurchaseOption } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { findSessionOrder } from '../checkout/orderRepository.ts';
import type { Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { isOptionPath, optionsIn, POST_PURCHASE_OPTIONS } from './postPurchaseOptions.ts';
import {
  isSurveyOpen,
  listPostPurchaseEvents,
  lockSessionOrderSurvey,
  markSurveyDone,
  recordPostPurchaseEvent,
} from './postPurchaseRepository.ts';
import { OTHER_OPTION_ID, type SurveyOrder, seededRandom, surveyOptionOrder } from './surveyOptionOrder.ts';

// spec §4 Post-purchase survey, spec §7 post_purchase/events: a shopper's answers about an order of
// their own session, asked once per order (issue 40 item 3, docs/decisions/0159): once its last answer
// is stored or the shopper closed it, the survey is done, shows no options for the order and takes no
// further answer.

/** Another session's order answers as no order does: its id tells nothing (404). */
const unknownOrder = (id: string) =>
  new RestHttpError(404, 'pc_unknown_order', `No order ${id} of this session.`, (m) => m.orderNotFound);

/** A further answer once the survey is done (docs/decisions/0159): refused, the first one counts. */
export const surveyDone = (id: string) =>
  new RestHttpError(
    409,
    'pc_survey_done',
    `The survey of order ${id} was already answered or closed.`,
    (m) => m.surveyDone,
  );

/** Pure: the option a path leads to, or undefined. */
const optionAt = (results: readonly string[], tree: readonly PostPurchaseOption[]) => {
  let option: PostPurchaseOption | undefined;
  let level = tree;
  for (const id of results) {
    option = level.find((candidate) => candidate.id === id);
    level = option?.children ?? [];
  }
  return option;
};

/**
 * Pure: "Other"'s text as stored (spec §5: trimmed first, the contract has checked its 140 characters):
 * every run of white space one space, control and invisible format characters dropped; null when
 * nothing is left. The report shows it as text, never as markup.
 */
export const sanitiseOtherText = (text: string | undefined): string | null => {
  const clean = (text ?? '')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return clean === '' ? null : clean;
};

/**
 * POST post_purchase/events: the answer, a path of post_purchase/options ids, and "Other"'s text. Each
 * choice of the survey is posted (spec §4, decision 0128: a follow-up's path after its option's); the
 * answer at an option without children is the last, and the survey is then done.
 */
export const recordSurveyAnswer = async (
  db: Queryable,
  sessionId: string,
  orderId: string,
  { results, other }: { results: readonly string[]; other?: string | undefined },
  now: Date,
): Promise<void> => {
  const survey = await lockSessionOrderSurvey(db, sessionId, orderId);
  if (!survey) throw unknownOrder(orderId);
  if (survey.done) throw surveyDone(orderId);
  const option = isOptionPath(results) ? optionAt(results, POST_PURCHASE_OPTIONS) : undefined;
  if (!option) {
    throw invalidParam(
      'Invalid parameter(s): results is not a path of post_purchase/options ids',
      (m) => m.chooseShownOption,
    );
  }
  const otherText = sanitiseOtherText(other);
  if (otherText !== null && option.id !== OTHER_OPTION_ID) {
    throw invalidParam(
      'Invalid parameter(s): other is a text for the "other" option only',
      (m) => m.chooseOther,
    );
  }
  await recordPostPurchaseEvent(db, orderId, results, otherText);
  // issue 46 item 3 (docs/decisions/0190): each answer posted, keyed by its path (the survey is once per order).
  await emitWebhookEvent(
    db,
    {
      id: `survey.answered:${orderId}:${results.join('/')}`,
      type: 'survey.answered',
      data: { orderId, answer: results, done: option.children.length === 0 },
    },
    now,
  );
  if (option.children.length === 0) await markSurveyDone(db, orderId, now);
};

/** POST post_purchase/closed: the shopper closed the survey; done, whatever was answered. */
export const closeSurvey = async (db: Queryable, sessionId: string, orderId: string, now: Date) => {
  if (!(await lockSessionOrderSurvey(db, sessionId, orderId))) throw unknownOrder(orderId);
  await markSurveyDone(db, orderId, now);
};

/**
 * GET post_purchase/options (and the order-received page's own, postPurchase/surveyPageData.ts): the
 * options in the order to show them to this shopper, named in `locale` (decision 0215); none for an
 * order (`orderId`) that is done or not the session's. Without an order (spec §7's call as it is), the
 * options.
 */
export const surveyOptionsFor = async (
  db: Queryable,
  sessionId: string,
  orderId: string | undefined,
  order: SurveyOrder,
  locale: Locale,
): Promise<PostPurchaseOption[]> => {
  if (orderId !== undefined && !(await isSurveyOpen(db, sessionId, orderId))) return [];
  return surveyOptionOrder(optionsIn(locale), order, seededRandom(sessionId));
};

/** GET post_purchase/events: the answers recorded for an order of the session. */
export const surveyAnswersOf = async (db: Queryable, sessionId: string, orderId: string) => {
  if (!(await findSessionOrder(db, sessionId, orderId))) throw unknownOrder(orderId);
  return { events: await listPostPurchaseEvents(db, orderId) };
};
