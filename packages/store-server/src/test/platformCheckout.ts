import { PLATFORM_CHECKOUT_PATH } from '@pc/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_REF_KEY } from '../checkout/platformCartLink.ts';
import type { HandedOffCartLine } from '../checkout/platformHandOff.ts';
import type { Platform, PlatformSettings } from '../checkout/platformSettings.ts';
import type { Db } from '../db/db.ts';
import {
  type SampleOrder,
  type SampleStatus,
  type SignedWebhook,
  sampleOrderId,
  signedSampleWebhook,
} from '../qa/platformWebhookSamples.ts';
import type { Visitor } from './visitor.ts';

// The shop's platform as the server tests play it (docs/decisions/0144): a visitor's cart handed
// off, and the platform's order webhooks for it, signed in its format.

export const platformSettings = (platform: Platform): PlatformSettings => ({
  platform,
  url: 'https://shop.example',
  webhookSecret: `${platform}-webhook-secret-for-tests`,
});

/** Hands the visitor's cart off: the 303's link and the reference it carries. */
export const handOff = async (visitor: Visitor): Promise<{ location: string; ref: string }> => {
  const res = await visitor.get(PLATFORM_CHECKOUT_PATH);
  if (res.statusCode !== 303) throw new Error(`no hand-off: ${res.statusCode} ${res.body}`);
  const location = String(res.headers.location);
  const url = new URL(location);
  const ref = url.searchParams.get(SESSION_REF_KEY) ?? url.searchParams.get(`attributes[${SESSION_REF_KEY}]`);
  if (!ref) throw new Error(`the link carries no reference: ${location}`);
  return { location, ref };
};

/** The platform's order for a hand-off: its lines as handed off, at their prices. */
export const orderFor = async (
  db: Db,
  ref: string,
  status: SampleStatus,
  modifiedAt: Date,
): Promise<SampleOrder> => {
  const [row] = await db.query<{ lines: HandedOffCartLine[] | string }>(
    'SELECT lines FROM platform_checkouts WHERE ref = $1',
    [ref],
  );
  const lines: HandedOffCartLine[] = typeof row!.lines === 'string' ? JSON.parse(row!.lines) : row!.lines;
  return {
    platformOrderId: sampleOrderId(ref),
    ref,
    status,
    modifiedAt,
    email: 'buyer@example.com',
    lines: lines.map((line) => ({
      productId: line.productId,
      variationId: line.variationId > 0 ? line.variationId : line.productId,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
    })),
  };
};

export const signed = (settings: PlatformSettings, order: SampleOrder): SignedWebhook =>
  signedSampleWebhook(settings.platform, order, settings.webhookSecret);

/** Delivers a webhook as the platform does: no cookie, no nonce. */
export const deliver = (app: FastifyInstance, webhook: SignedWebhook): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: webhook.path, headers: webhook.headers, payload: webhook.body });
