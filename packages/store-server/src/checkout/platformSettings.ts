// docs/decisions/0144 (issue 37): the shop's checkout platform. The store's own checkout is the demo's
// stand-in (decision 0036); a shop names its real checkout here, which takes the payment and sends its
// paid orders back as signed webhooks (checkout/platformWebhook.ts).

export const PLATFORMS = ['woocommerce', 'shopify'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformSettings {
  platform: Platform;
  /** The shop's storefront on the platform (`https://shop.example`), where the cart is handed off. */
  url: string;
  /** The webhooks' shared secret: WooCommerce's webhook secret, Shopify's app client secret. */
  webhookSecret: string;
}

/** How each platform is named to the shopper (the hand-off link's words). */
export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  woocommerce: 'WooCommerce',
  shopify: 'Shopify',
};

/**
 * A secret a platform webhook is signed with in demo mode when no platform is configured, so the QA
 * panel can send signed webhooks (docs/decisions/0144 "QA"). Never accepted in production.
 */
export const DEMO_WEBHOOK_SECRET = 'demo-platform-webhook-secret-for-qa-only';

/** A setting that cannot be meant (config.ts turns it into a ConfigError). */
export class PlatformSettingsError extends Error {
  override name = 'PlatformSettingsError';
}

const MIN_SECRET_LENGTH = 16;

/**
 * PC_PLATFORM, PC_PLATFORM_URL and PC_PLATFORM_WEBHOOK_SECRET: all three, or none (null: no platform).
 * The URL must be http(s) with no query; the secret at least 16 characters.
 */
export const parsePlatformSettings = (
  env: Readonly<Record<string, string | undefined>>,
): PlatformSettings | null => {
  const platform = env.PC_PLATFORM?.trim() ?? '';
  const url = env.PC_PLATFORM_URL?.trim() ?? '';
  const webhookSecret = env.PC_PLATFORM_WEBHOOK_SECRET?.trim() ?? '';
  if (platform === '' && url === '' && webhookSecret === '') return null;
  if (!(PLATFORMS as readonly string[]).includes(platform)) {
    throw new PlatformSettingsError(`PC_PLATFORM must be "woocommerce" or "shopify", not "${platform}"`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PlatformSettingsError(`PC_PLATFORM_URL must be the shop's address (https://…), not "${url}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
    throw new PlatformSettingsError(
      `PC_PLATFORM_URL must be an http(s) address without a query, not "${url}"`,
    );
  }
  if (webhookSecret.length < MIN_SECRET_LENGTH) {
    throw new PlatformSettingsError(
      `PC_PLATFORM_WEBHOOK_SECRET must be set with PC_PLATFORM, at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  return { platform: platform as Platform, url: parsed.href.replace(/\/$/, ''), webhookSecret };
};
