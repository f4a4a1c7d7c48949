// @pc/shared/test: fixtures for unit tests (page configuration, fetch at the boundary, cart answers).

export { settleLoads } from '../element/settleLoads.ts';
export { ajax, cartItem, cartListing } from './cartFixture.ts';
export { type SentRequest, stubFetch } from './fetchStub.ts';
export { type HydrationCheck, hydrationStarted, serverRenderThenHydrate } from './hydration.tsx';
export { setPageConfig } from './pageConfigFixture.ts';
export { dynamicImportsOf, staticallyReached } from './staticImports.ts';
