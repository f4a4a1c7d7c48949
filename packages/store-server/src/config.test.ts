import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_REQUEST_TIMEOUT_MS, readServerConfig } from './config.ts';

// docs/decisions/0042, 0043, 0044: README "Configuration".

const SECRET = 'x'.repeat(32);

describe('readServerConfig', () => {
  it.each([
    [
      {},
      {
        mode: 'demo',
        trustProxy: false,
        nonceSecret: undefined,
        requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
      },
    ],
    [{ PC_MODE: 'demo' }, { mode: 'demo' }],
    [{ PC_MODE: 'production' }, { mode: 'production' }],
    [{ PC_TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ PC_TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ PC_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { trustProxy: ['10.0.0.0/8', '127.0.0.1'] }],
    [{ PC_TRUST_PROXY: 'loopback' }, { trustProxy: ['loopback'] }],
    [{ PC_NONCE_SECRET: SECRET }, { nonceSecret: SECRET }],
    [{ NONCE_SECRET: SECRET }, { nonceSecret: SECRET }],
    [{ PC_REQUEST_TIMEOUT_MS: '5000' }, { requestTimeoutMs: 5000 }],
    [{}, { rateLimit: true }],
    [{ PC_RATE_LIMIT: 'off' }, { rateLimit: false }],
    [{}, { consent: 'granted' }],
    [{ PC_CONSENT: 'required' }, { consent: 'required' }],
    [{}, { retentionDays: 395 }],
    [{ PC_RETENTION_DAYS: '30' }, { retentionDays: 30 }],
    [{}, { surveyOrder: 'store' }],
    [{ PC_SURVEY_ORDER: 'shuffled' }, { surveyOrder: 'shuffled' }],
  ])('reads %j', (env, expected) => {
    expect(readServerConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PC_MODE: 'prod' }],
    [{ PC_MODE: 'PRODUCTION' }],
    [{ PC_CONSENT: 'opt-in' }],
    [{ PC_RETENTION_DAYS: '0' }],
    [{ PC_TRUST_PROXY: 'yes please' }],
    [{ PC_NONCE_SECRET: 'short' }],
    [{ PC_REQUEST_TIMEOUT_MS: '0' }],
    [{ PC_REQUEST_TIMEOUT_MS: '1.5' }],
    [{ PC_REQUEST_TIMEOUT_MS: 'soon' }],
    [{ PC_RATE_LIMIT: 'no' }],
    [{ PC_SURVEY_ORDER: 'random' }],
  ])('refuses %j', (env) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
  });
});

// issue 43 item 4: the store's currency, ISO 4217, USD by default, refused at start when unknown.
describe('PC_CURRENCY', () => {
  it.each([
    [undefined, 'USD'],
    ['', 'USD'],
    ['EUR', 'EUR'],
    [' eur ', 'EUR'],
    ['GBP', 'GBP'],
  ])('%j → %s', (value, currency) => {
    expect(readServerConfig({ PC_CURRENCY: value }).currency).toBe(currency);
  });

  it.each(['EURO', '€', 'XYZ', 'US'])('refuses %j, naming the setting', (value) => {
    expect(() => readServerConfig({ PC_CURRENCY: value })).toThrow(ConfigError);
    expect(() => readServerConfig({ PC_CURRENCY: value })).toThrow(
      `PC_CURRENCY must be an ISO 4217 currency code such as USD or EUR, not "${value}"`,
    );
  });
});
