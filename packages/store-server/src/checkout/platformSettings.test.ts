import { describe, expect, it } from 'vitest';
import { PlatformSettingsError, parsePlatformSettings } from './platformSettings.ts';

// docs/decisions/0144: PC_PLATFORM, PC_PLATFORM_URL and PC_PLATFORM_WEBHOOK_SECRET, all or none.
const SECRET = 'a-webhook-secret-of-32-characters!';

describe('parsePlatformSettings', () => {
  it.each([
    [{}, null],
    [
      {
        PC_PLATFORM: 'shopify',
        PC_PLATFORM_URL: 'https://shop.example/',
        PC_PLATFORM_WEBHOOK_SECRET: SECRET,
      },
      { platform: 'shopify', url: 'https://shop.example', webhookSecret: SECRET },
    ],
    [
      {
        PC_PLATFORM: 'woocommerce',
        PC_PLATFORM_URL: 'https://shop.example/store',
        PC_PLATFORM_WEBHOOK_SECRET: SECRET,
      },
      { platform: 'woocommerce', url: 'https://shop.example/store', webhookSecret: SECRET },
    ],
  ])('%j → %j', (env, expected) => {
    expect(parsePlatformSettings(env)).toEqual(expected);
  });

  it.each([
    [
      { PC_PLATFORM: 'magento', PC_PLATFORM_URL: 'https://shop.example', PC_PLATFORM_WEBHOOK_SECRET: SECRET },
      'PC_PLATFORM',
    ],
    [
      { PC_PLATFORM: 'shopify', PC_PLATFORM_URL: 'shop.example', PC_PLATFORM_WEBHOOK_SECRET: SECRET },
      'PC_PLATFORM_URL',
    ],
    [
      {
        PC_PLATFORM: 'shopify',
        PC_PLATFORM_URL: 'https://shop.example/?a=1',
        PC_PLATFORM_WEBHOOK_SECRET: SECRET,
      },
      'PC_PLATFORM_URL',
    ],
    [{ PC_PLATFORM: 'shopify', PC_PLATFORM_URL: 'https://shop.example' }, 'PC_PLATFORM_WEBHOOK_SECRET'],
    [
      {
        PC_PLATFORM: 'shopify',
        PC_PLATFORM_URL: 'https://shop.example',
        PC_PLATFORM_WEBHOOK_SECRET: 'short',
      },
      'PC_PLATFORM_WEBHOOK_SECRET',
    ],
    [{ PC_PLATFORM_WEBHOOK_SECRET: SECRET }, 'PC_PLATFORM'],
  ])('refuses %j, naming %s', (env, name) => {
    expect(() => parsePlatformSettings(env)).toThrow(PlatformSettingsError);
    expect(() => parsePlatformSettings(env)).toThrow(name);
  });
});
