import {
  getBodyWashVariation,
  getCandle,
  getColognePlayVariation,
  getEGiftCard,
  getGiftCard,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { findProductBySlug, toContractProduct } from '../catalogue/productRepository.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import { findLaunchProduct } from '../launch/launchPageData.ts';
import { sessionNow } from '../session/sessionRepository.ts';

// spec §7 product calls: the candle, e-gift and gift card products, and launch variations by code.

const productNotFound = (slug: string) =>
  new RestHttpError(
    404,
    'pc_product_not_found',
    `No product "${slug}" exists.`,
    'This product is not available.',
  );

const unknownCode = (slug: string, code: unknown) =>
  `No ${slug} variation has the code "${String(code).slice(0, 60)}".`;

export const productRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  acceptJsonBodies(app);

  for (const [call, slug] of [
    [getCandle, 'candle'],
    [getEGiftCard, 'e-gift-card'],
    [getGiftCard, 'gift-card'],
  ] as const) {
    contractRoute(app, call, async (_input, request) => {
      const product = await findProductBySlug(db, slug);
      if (!product) throw productNotFound(slug);
      return toContractProduct(product, await sessionNow(db, request.sessionId, clock));
    });
  }

  // spec §2 launch codes; an unknown code is a missing resource (404), not a malformed request.
  for (const [call, slug] of [
    [getColognePlayVariation, 'cologne_play'],
    [getBodyWashVariation, 'body_wash'],
  ] as const) {
    contractRoute(
      app,
      call,
      async ({ code }, request) => {
        const now = await sessionNow(db, request.sessionId, clock);
        const launch = await findLaunchProduct(db, slug, code, now);
        if (!launch) throw new RestHttpError(404, 'pc_unknown_product_code', unknownCode(slug, code));
        return launch;
      },
      { notFound: { code: 'pc_unknown_product_code', message: (_field, input) => unknownCode(slug, input) } },
    );
  }
};
