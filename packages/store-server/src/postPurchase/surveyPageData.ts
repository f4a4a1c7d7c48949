import type { PageDataResolver } from '../pages/pageRequest.ts';
import { POST_PURCHASE_OPTIONS } from './postPurchaseOptions.ts';

/**
 * Adds the survey's options, as spec §7 GET post_purchase/options answers them, to the order-received
 * page data (`{survey: {orderId}}`): spec §4 "Appears when options load", and they load with the page, so
 * the modal is in its first view (docs/decisions/0141).
 */
export const withSurveyOptions =
  (resolve: PageDataResolver): PageDataResolver =>
  async (page, deps) => {
    const data = await resolve(page, deps);
    if (!data || !('survey' in data)) return data;
    return { ...data, survey: { ...data.survey, options: [...POST_PURCHASE_OPTIONS] } };
  };
