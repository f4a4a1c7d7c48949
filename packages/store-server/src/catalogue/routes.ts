import {
  getBodyWashVariation,
  getCandle,
  getColognePlayVariation,
  getEGiftCard,
  getGiftCard,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { launchProduct, unknownLaunchCode } from '../launch/launchProduct.ts';
import { contractProductOf } from './productRepository.ts';

// spec §7 product calls: the candle, e-gift and gift card products, and launch variations by code,
// each with its stock at the request's `now`.

export const catalogueRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);

  for (const [call, slug] of [
    [getCandle, 'candle'],
    [getEGiftCard, 'e-gift-card'],
    [getGiftCard, 'gift-card'],
  ] as const) {
    contractRoute(app, call, (_input, request) => contractProductOf(db, slug, request.now));
  }

  // spec §2 launch codes; an unknown code is a missing resource (404), not a malformed request.
  for (const [call, slug] of [
    [getColognePlayVariation, 'cologne_play'],
    [getBodyWashVariation, 'body_wash'],
  ] as const) {
    contractRoute(app, call, ({ code }, request) => launchProduct(db, slug, code, request.now), {
      notFound: {
        code: 'pc_unknown_product_code',
        message: (_field, input) => unknownLaunchCode(slug, input),
      },
    });
  }
};
