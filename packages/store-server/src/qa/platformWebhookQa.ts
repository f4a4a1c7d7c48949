import type { AppDeps } from '../appDeps.ts';
import { type HandedOffCartLine, handOffToPlatform } from '../checkout/platformHandOff.ts';
import { DEMO_WEBHOOK_SECRET, type Platform, type PlatformSettings } from '../checkout/platformSettings.ts';
import {
  paidOrderSessionNow,
  receivePlatformWebhook,
  webhookSecretFor,
} from '../checkout/platformWebhook.ts';
import { type SampleStatus, sampleOrderId, signedSampleWebhook } from './platformWebhookSamples.ts';

// docs/decisions/0144 "QA": the QA panel plays the shop's platform. It sends the order webhook a
// platform would send for the session's latest hand-off (handing the cart off first when there is
// none), signed in that platform's format, through the store's own webhook receiver (the route's whole
// work: the signature checked on the raw body, the order read in the platform's format, applied
// once), so QA sees the whole path: paid → order, gift cards and e-gifts; refunded or cancelled →
// voided. Not by an HTTP request to itself: this request's transaction would hold the database.

/** Where a demo without PC_PLATFORM pretends the platform lives (a hand-off link is never followed). */
const DEMO_PLATFORM_URL = 'https://platform.example';

export interface QaWebhookResult {
  ref: string;
  platformOrderId: string;
  /** the webhook receiver's answer (a refusal is this call's own error) */
  answer: unknown;
}

const latestHandOff = async (deps: AppDeps, sessionId: string, platform: Platform) => {
  const [row] = await deps.db.query<{ ref: string; lines: HandedOffCartLine[] | string }>(
    `SELECT ref, lines FROM platform_checkouts WHERE session_id = $1 AND platform = $2
     ORDER BY created_at DESC, ref LIMIT 1`,
    [sessionId, platform],
  );
  return row
    ? { ref: row.ref, lines: typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines }
    : null;
};

export const sendQaPlatformWebhook = async (
  deps: AppDeps,
  sessionId: string,
  { platform, status }: { platform: Platform; status: SampleStatus },
  origin: string | null,
): Promise<QaWebhookResult> => {
  const settings: PlatformSettings =
    deps.platform?.platform === platform
      ? deps.platform
      : { platform, url: DEMO_PLATFORM_URL, webhookSecret: DEMO_WEBHOOK_SECRET };
  let handOff = await latestHandOff(deps, sessionId, platform);
  if (!handOff) {
    await handOffToPlatform(deps.db, settings, sessionId);
    handOff = await latestHandOff(deps, sessionId, platform);
  }
  const { ref, lines } = handOff!;
  const platformOrderId = sampleOrderId(ref);
  const signed = signedSampleWebhook(
    platform,
    {
      platformOrderId,
      ref,
      status,
      modifiedAt: deps.clock(),
      email: 'qa@pcstore.example',
      lines: (lines as HandedOffCartLine[]).map((line) => ({
        productId: line.productId,
        variationId: line.variationId > 0 ? line.variationId : line.productId,
        name: line.name,
        quantity: line.quantity,
        price: line.price,
      })),
    },
    webhookSecretFor(platform, deps.platform, deps.mode) ?? DEMO_WEBHOOK_SECRET,
  );
  const answer = await receivePlatformWebhook(deps.db, {
    platform,
    secret: webhookSecretFor(platform, deps.platform, deps.mode) ?? DEMO_WEBHOOK_SECRET,
    rawBody: Buffer.from(signed.body),
    headers: signed.headers,
    now: deps.clock(),
    sessionNow: paidOrderSessionNow(deps),
    origin,
  });
  return { ref, platformOrderId, answer };
};
