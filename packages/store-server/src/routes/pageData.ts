import { candlePageData } from '../candle/candlePageData.ts';
import { accountOrdersData, checkoutPageData, orderReceivedData } from '../checkout/checkoutPageData.ts';
import { withCrossSellOffer } from '../crossSell/crossSellPageData.ts';
import { giftCardsPageData } from '../giftCards/giftCardsPageData.ts';
import { launchPageData } from '../launch/launchPageData.ts';
import type { PageDataResolvers } from '../pages/pageRequest.ts';
import { withSurveyOptions } from '../postPurchase/surveyPageData.ts';
import { quizPageData } from '../quiz/quizPageData.ts';
import { resultsPageData } from '../results/resultsPageData.ts';
import { accountSubscriptionsData } from '../subscriptions/subscriptionsPageData.ts';

/**
 * The resolver of each kind of page data the route table names (ElementView.pageData), one list as
 * index.ts is of the route plugins: each area's page data is its own, and the pages (pages/pageData.ts)
 * are given this list, so the pages import no area (decision 0148).
 */
export const PAGE_DATA: PageDataResolvers = {
  results: resultsPageData,
  survey: withSurveyOptions(orderReceivedData),
  checkout: withCrossSellOffer(checkoutPageData),
  quiz: quizPageData,
  candle: candlePageData,
  launch: launchPageData,
  giftCards: giftCardsPageData,
  accountOrders: accountOrdersData,
  accountSubscriptions: accountSubscriptionsData,
};
