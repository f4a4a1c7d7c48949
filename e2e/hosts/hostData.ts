// What the framework hosts' own server hands their apps (e2e/hosts/hostServer.ts): the page data of
// a launch page and of the gift card page, as the store's getPageData gives it.

export interface HostData {
  /** `{launch: {code, product, stockStatus}}` */
  launch: unknown;
  /** `{giftCards: {eGift, physical, today, legal, faq}}` */
  giftCards: unknown;
}

/** The launch page data, sold out (spec §4: SOLD OUT): a property change after the first render. */
export const soldOut = (data: unknown): unknown => {
  const { launch } = data as { launch: Record<string, unknown> };
  return { launch: { ...launch, stockStatus: 'outofstock' } };
};
