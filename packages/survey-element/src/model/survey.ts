// spec §2 Post-purchase survey modal, §3 Post-purchase option (id, children), §4 Post-purchase survey.
// Pure: the texts, the results path, the follow-up search's matches and the order id from page data.
import { SUCCESS_BANNER_MS, TYPEAHEAD_MAX_RESULTS, TYPEAHEAD_MIN_CHARS } from '@pc/shared/constants';
import { PostPurchaseOption } from '@pc/shared/contract';
import * as v from 'valibot';

const OPTIONS = v.array(PostPurchaseOption);

/**
 * docs/decisions/0128 (the spec is silent): the thank-you shown once the last answer is stored, for as
 * long as spec §9's success banner, before the modal closes. The texts: messages/en-US.json.
 */
export const THANKS_MS = SUCCESS_BANNER_MS;

/** spec §4: "Choosing an option appends its id to the path of results". */
export const appendResult = (path: readonly string[], option: Pick<PostPurchaseOption, 'id'>): string[] => [
  ...path,
  option.id,
];

/**
 * docs/decisions/0159 (Fairing's "Other" with free text): "Other" asks for a short text, optional, before
 * it is posted; its words and limit (spec §5: trimmed first, at most 140 characters).
 */
export const OTHER_OPTION_ID = 'other';

/** Whether choosing `option` asks for its text first (decision 0159): "Other", without children. */
export const takesText = (option: Pick<PostPurchaseOption, 'id' | 'children'>): boolean =>
  option.id === OTHER_OPTION_ID && option.children.length === 0;

/** spec §4: "If the option has no children the modal closes; otherwise a follow-up search … opens". */
export const opensFollowUp = (option: Pick<PostPurchaseOption, 'children'>): boolean =>
  option.children.length > 0;

/**
 * The follow-up search's list (decision 0040): from 3 characters the fuzzy matches (spec §5/§9: threshold
 * 0.4, at most 50, accent-insensitive; `search` is @pc/shared/search's, built once over the children);
 * below 3 characters every child in the store's order, at most 50, so the list can be browsed. The
 * fuzzy search is its own chunk (decision 0072): until it has arrived (`search` null) a query of 3
 * characters or more has no list yet (null), never the browse list or an earlier query's matches.
 */
export function followUpMatches(
  children: readonly PostPurchaseOption[],
  search: ((query: string) => PostPurchaseOption[]) | null,
  query: string,
): PostPurchaseOption[] | null {
  if ([...query.trim()].length < TYPEAHEAD_MIN_CHARS) return children.slice(0, TYPEAHEAD_MAX_RESULTS);
  return search ? search(query) : null;
}

/** The survey a page supplies: its order, and the options when the page carries them. */
export interface PageSurvey {
  readonly orderId: string;
  /** spec §7 GET post_purchase/options's answer, printed by the store (decision 0141); null: ask for them */
  readonly options: readonly PostPurchaseOption[] | null;
}

/**
 * spec §2 /checkout/order-received/{id}: "the order id comes from survey data supplied by the page",
 * `{survey: {orderId, options?}}` (contract/pageData.ts). Anything else: no order, no survey (decision
 * 0040). Options that are not spec §3's tree count as none given: the element asks for them.
 */
export function readPageSurvey(pageData: unknown): PageSurvey | null {
  if (typeof pageData !== 'object' || pageData === null) return null;
  const survey = (pageData as { survey?: unknown }).survey;
  if (typeof survey !== 'object' || survey === null) return null;
  const { orderId, options } = survey as { orderId?: unknown; options?: unknown };
  if (typeof orderId !== 'string' || !/^\d{1,12}$/.test(orderId)) return null;
  return { orderId, options: v.is(OPTIONS, options) ? options : null };
}

/**
 * The WAI-ARIA APG combobox's arrow keys over `count` options: ArrowDown from none goes to the first,
 * ArrowUp from none to the last, both wrap; other keys leave the active option as it is.
 */
export function moveActive(key: string, active: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return Math.min(active, count - 1);
}
