import type { PageData } from '@pc/shared/contract';
import { matchRoute, type PageDataKind } from '@pc/shared/routes';
import type { AppDeps } from '../appDeps.ts';
import { launchPageData } from '../products/launchPageData.ts';
import { quizPageData } from '../quiz/quizPageData.ts';
import { withBathroomModule } from '../results/bathroomPageData.ts';
import { resultsPageData } from '../results/resultsPageData.ts';
import type { PageDataResolver } from './pageRequest.ts';

/** Order ids are WooCommerce post ids: digits. */
const ORDER_ID = /^\d{1,12}$/;

/** spec §2 /checkout/order-received/{id}: the post-purchase survey takes the order id from page data. */
export const orderReceivedData: PageDataResolver = async ({ match }) => {
  const orderId = match.params.id;
  return orderId !== undefined && ORDER_ID.test(orderId) ? { survey: { orderId } } : undefined;
};

/** The resolver of each kind of page data the route table names (ElementView.pageData). */
export const PAGE_DATA: Readonly<Record<PageDataKind, PageDataResolver>> = {
  results: withBathroomModule(resultsPageData),
  survey: orderReceivedData,
  quiz: quizPageData,
  launch: launchPageData,
};

/** The path of a URL: no query, no fragment. */
export const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] || '/';

/**
 * Page data by URL (docs/architecture.md "page configuration"), the same for the page the server
 * prints (`#pc-config`'s `data`) and for `getPageData` (decision 0011): the route table says which
 * kind a route needs, its resolver computes it for the session.
 */
export const pageDataFor = async (
  url: string,
  sessionId: string,
  deps: AppDeps,
): Promise<PageData | undefined> => {
  const match = matchRoute(pathOf(url));
  const { view } = match?.route ?? {};
  if (!match || view?.kind !== 'element' || !view.pageData) return undefined;
  return PAGE_DATA[view.pageData]({ match, url, sessionId }, deps);
};
