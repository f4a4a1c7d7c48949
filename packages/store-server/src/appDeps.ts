import type { Locale } from '@pc/shared/locale';
import type { PlatformSettings } from './checkout/platformSettings.ts';
import type { ServerMode } from './config.ts';
import type { DatabaseHealth } from './db/databaseHealth.ts';
import type { Db } from './db/db.ts';
import type { ConsentSetting } from './pages/pagePrivacy.ts';
import type { SurveyOrder } from './postPurchase/surveyOptionOrder.ts';
import type { SavedResultsLinks } from './results/savedResultsLink.ts';
import type { CartTokenService } from './session/cartToken.ts';
import type { Clock } from './session/clock.ts';
import type { NonceService } from './session/nonce.ts';
import type { SessionIds } from './session/sessionIds.ts';
import type { AddressPolicy } from './webhooks/webhookAddress.ts';

/** What every route plugin is given (its plugin options). */
export interface AppDeps {
  db: Db;
  /** Whether the database answers; its outages are logged once (docs/decisions/0091). */
  health: DatabaseHealth;
  clock: Clock;
  nonces: NonceService;
  /** Cart tokens for third-party hosts (docs/decisions/0038). */
  cartTokens: CartTokenService;
  /** The signed links a Save Results email carries (results/savedResultsLink.ts, docs/decisions/0158). */
  savedResultsLinks: SavedResultsLinks;
  /** Built front end: dist/elements and dist/demo. */
  distDir: string;
  /** `demo` mounts the QA switches; `production` does not (config.ts, docs/decisions/0042). */
  mode: ServerMode;
  /** Makes and checks pc_session ids (a QA identity change rotates the session's id). */
  sessionIds: SessionIds;
  /** Where QA reads the e-gift emails (PC_MAIL_CATCHER_URL, set by `npm start`; docs/decisions/0097), or null. */
  mailCatcherUrl: string | null;
  /** The shop's checkout platform (PC_PLATFORM…), or null: none (docs/decisions/0144). */
  platform: PlatformSettings | null;
  /** Whether the emails a visitor can cause are limited (PC_EMAIL_LIMITS; docs/decisions/0144). */
  emailLimits: boolean;
  /** PC_CONSENT: the store's own pages' consent mode (issue 39; docs/decisions/0149). */
  consent: ConsentSetting;
  /** PC_SURVEY_ORDER: the post-purchase survey's options in the store's order or shuffled (decision 0159). */
  surveyOrder: SurveyOrder;
  /** PC_LOCALE: the store's pages' language (issue 43; docs/decisions/0210). */
  locale: Locale;
  /** PC_CURRENCY: the store's currency, ISO 4217 (issue 43 item 4); its prices are the database's. */
  currency: string;
  /** Where the owner's webhooks may go (PC_WEBHOOKS_ALLOW_LOCAL in demo mode only; decision 0190). */
  webhooks: AddressPolicy;
}
