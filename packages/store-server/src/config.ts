import type { Locale } from '@pc/shared/locale';
import {
  type PlatformSettings,
  PlatformSettingsError,
  parsePlatformSettings,
} from './checkout/platformSettings.ts';
import { DEFAULT_DB_TIMEOUT_MS } from './db/db.ts';
import { DEFAULT_MAIL_POLL_MS } from './giftCards/eGiftMailer.ts';
import { CurrencySettingError, parseCurrencySetting } from './pages/pageCurrency.ts';
import { LocaleSettingError, parseLocaleSetting } from './pages/pageLocale.ts';
import { type ConsentSetting, ConsentSettingError, parseConsentSetting } from './pages/pagePrivacy.ts';
import { SURVEY_ORDERS, type SurveyOrder } from './postPurchase/surveyOptionOrder.ts';
import { parseRetentionDays, RetentionSettingError } from './privacy/retention.ts';

// The store server's settings from its environment (README "Configuration"; docs/decisions/0042,
// 0043, 0044). Read once at start by main.ts; buildApp takes them as options, so tests pass
// their own.

/**
 * `demo` (the default, `npm start`): the QA panel's /__qa/* switches are mounted and a session may
 * move its own clock. `production`: no /__qa/* (404) and no client-movable clock.
 */
export type ServerMode = 'demo' | 'production';

export interface ServerConfig {
  mode: ServerMode;
  /**
   * Fastify's trustProxy: whether X-Forwarded-Proto/-For from a TLS-terminating proxy are believed,
   * so cookies are `Secure` behind TLS. `true` (any proxy), `false`, or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  /** The secret of nonces and session ids; several servers on one database share it. */
  nonceSecret: string | undefined;
  /** Milliseconds a request (headers and body) may take to arrive before the socket is answered 408. */
  requestTimeoutMs: number;
  /** PC_DB_TIMEOUT_MS: the bound on each piece of database work (docs/decisions/0091). */
  dbTimeoutMs: number;
  /** PC_SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests in flight before the process exits. */
  shutdownTimeoutMs: number;
  /** Token buckets on the expensive anonymous reads (http/rateLimit.ts); `PC_RATE_LIMIT=off` for none. */
  rateLimit: boolean;
  /** SMTP_URL: where the e-gift emails are sent (smtp://host:port); none: this server sends none. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the e-gift emails' sender address. */
  mailFrom: string | undefined;
  /** PC_MAIL_POLL_MS: how often the mail worker looks for due e-gift emails. */
  mailPollMs: number;
  /** PC_PLATFORM, PC_PLATFORM_URL, PC_PLATFORM_WEBHOOK_SECRET: the shop's checkout platform (decision 0144). */
  platform: PlatformSettings | null;
  /** PC_EMAIL_LIMITS: the limits on emails a visitor can cause (`off` for none; decision 0144). */
  emailLimits: boolean;
  /** PC_CONSENT: `required` or `granted` (the default): the store's own pages' consent (docs/decisions/0149). */
  consent: ConsentSetting;
  /** PC_LOCALE: the store's pages' language, `en-US` (the default) or `es-US` (docs/decisions/0210). */
  locale: Locale;
  /** PC_CURRENCY: the store's currency, ISO 4217, `USD` by default (issue 43 item 4). */
  currency: string;
  /** PC_RETENTION_DAYS: survey logs no order holds are anonymised past it (395; docs/decisions/0150). */
  retentionDays: number;
  /** PC_WEBHOOKS_ALLOW_LOCAL=on: webhooks to http and loopback addresses, demo mode only (decision 0190). */
  webhooksAllowLocal: boolean;
  /** PC_SURVEY_ORDER: the post-purchase survey's options in the store's order, or `shuffled` (decision 0159). */
  surveyOrder: SurveyOrder;
}

/** A slow body may hold a socket this long at most (Node's own default is 300 s). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const parseMode = (value: string | undefined): ServerMode => {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'production') return 'production';
  throw new ConfigError(`PC_MODE must be "demo" or "production", not "${value}"`);
};

const parseTrustProxy = (value: string | undefined): ServerConfig['trustProxy'] => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (
    list.every(
      (part) =>
        /^[0-9a-fA-F.:/]+$/.test(part) ||
        part === 'loopback' ||
        part === 'uniquelocal' ||
        part === 'linklocal',
    )
  ) {
    return list;
  }
  throw new ConfigError(
    `PC_TRUST_PROXY must be true, false or a comma-separated list of addresses, not "${text}"`,
  );
};

/** SIGTERM's deadline: a load balancer's usual grace is 30 s; requests end within the database bound. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const parseTimeout = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 1) {
    throw new ConfigError(`${name} must be a positive whole number of milliseconds, not "${value}"`);
  }
  return ms;
};

/** The settings an environment names; a ConfigError for a value that cannot be meant. */
export const readServerConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const mode = parseMode(env.PC_MODE);
  // NONCE_SECRET is the older name, still read.
  const nonceSecret = env.PC_NONCE_SECRET || env.NONCE_SECRET || undefined;
  if (nonceSecret !== undefined && nonceSecret.length < 32) {
    throw new ConfigError('PC_NONCE_SECRET must be at least 32 characters');
  }
  const limit = env.PC_RATE_LIMIT?.trim() ?? '';
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not "${smtpUrl}"`);
  }
  if (!['', 'on', 'off'].includes(limit))
    throw new ConfigError(`PC_RATE_LIMIT must be "on" or "off", not "${limit}"`);
  const emailLimits = env.PC_EMAIL_LIMITS?.trim() ?? '';
  if (!['', 'on', 'off'].includes(emailLimits))
    throw new ConfigError(`PC_EMAIL_LIMITS must be "on" or "off", not "${emailLimits}"`);
  const surveyOrder = env.PC_SURVEY_ORDER?.trim() || 'store';
  if (!SURVEY_ORDERS.some((known) => known === surveyOrder))
    throw new ConfigError(`PC_SURVEY_ORDER must be "store" or "shuffled", not "${surveyOrder}"`);
  const webhooksLocal = env.PC_WEBHOOKS_ALLOW_LOCAL?.trim() ?? '';
  if (!['', 'on', 'off'].includes(webhooksLocal))
    throw new ConfigError(`PC_WEBHOOKS_ALLOW_LOCAL must be "on" or "off", not "${webhooksLocal}"`);
  // docs/decisions/0190: a production store never posts into its own network.
  if (webhooksLocal === 'on' && mode === 'production')
    throw new ConfigError(
      'PC_WEBHOOKS_ALLOW_LOCAL is for demo mode only: production sends webhooks to https only',
    );
  let platform: PlatformSettings | null;
  try {
    platform = parsePlatformSettings(env);
  } catch (error) {
    throw error instanceof PlatformSettingsError ? new ConfigError(error.message) : error;
  }
  let consent: ConsentSetting;
  let retentionDays: number;
  let locale: Locale;
  let currency: string;
  try {
    consent = parseConsentSetting(env.PC_CONSENT);
    retentionDays = parseRetentionDays(env.PC_RETENTION_DAYS);
    locale = parseLocaleSetting(env.PC_LOCALE);
    currency = parseCurrencySetting(env.PC_CURRENCY);
  } catch (error) {
    const known =
      error instanceof ConsentSettingError ||
      error instanceof RetentionSettingError ||
      error instanceof LocaleSettingError ||
      error instanceof CurrencySettingError;
    throw known ? new ConfigError(error.message) : error;
  }
  return {
    mode,
    consent,
    locale,
    currency,
    retentionDays,
    surveyOrder: surveyOrder as SurveyOrder,
    rateLimit: limit !== 'off',
    emailLimits: emailLimits !== 'off',
    webhooksAllowLocal: webhooksLocal === 'on',
    platform,
    trustProxy: parseTrustProxy(env.PC_TRUST_PROXY),
    nonceSecret,
    requestTimeoutMs: parseTimeout(
      'PC_REQUEST_TIMEOUT_MS',
      env.PC_REQUEST_TIMEOUT_MS,
      DEFAULT_REQUEST_TIMEOUT_MS,
    ),
    dbTimeoutMs: parseTimeout('PC_DB_TIMEOUT_MS', env.PC_DB_TIMEOUT_MS, DEFAULT_DB_TIMEOUT_MS),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    mailPollMs: parseTimeout('PC_MAIL_POLL_MS', env.PC_MAIL_POLL_MS, DEFAULT_MAIL_POLL_MS),
    shutdownTimeoutMs: parseTimeout(
      'PC_SHUTDOWN_TIMEOUT_MS',
      env.PC_SHUTDOWN_TIMEOUT_MS,
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    ),
  };
};
