import type { PageDataResolver } from '../pages/pageRequest.ts';
import { surveyOptionsFor } from './postPurchaseAnswers.ts';

/**
 * Adds the survey's options, as spec §7 GET post_purchase/options answers them for the order, to the
 * order-received page data (`{survey: {orderId}}`): spec §4 "Appears when options load", and they load
 * with the page, so the modal is in its first view (docs/decisions/0141). An order whose survey was
 * answered or closed gets none: it does not open again (docs/decisions/0159). Named in the page's
 * language (decision 0215).
 */
export const withSurveyOptions =
  (resolve: PageDataResolver): PageDataResolver =>
  async (page, deps) => {
    const data = await resolve(page, deps);
    if (!data || !('survey' in data)) return data;
    const { orderId } = data.survey;
    const options = await surveyOptionsFor(deps.db, page.sessionId, orderId, deps.surveyOrder, page.locale);
    return { ...data, survey: { ...data.survey, options } };
  };
