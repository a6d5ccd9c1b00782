import type { TelegramOptions } from '../telegram/init-data';
import type { RsaKey } from './rsa';
import type { ThirdPartyProviders } from './thirdparty';

/** What the account routes need besides the database. */
export interface AccountOptions {
  readonly rsa: RsaKey;
  /** origin of the web pages, for activation links when the request names no allowed origin */
  readonly webOrigin: string;
  /** GET /x-api/dev/* (the outbox) answers; off in production unless API_DEV_ROUTES=1 */
  readonly devRoutes: boolean;
  /** Secure cookies and no development shortcuts */
  readonly production: boolean;
  /** LOGIN-6 third-party login: configured providers (THIRDPARTY_PROVIDERS) */
  readonly thirdParty: ThirdPartyProviders;
  /**
   * LOGIN-5, REG-8: attempts one IP may make in 10 minutes (failed logins;
   * registration sends) before 31018. API_IP_LIMIT, 20 by default; a shared
   * test api raises it, since every test browser comes from one address.
   */
  readonly ipLimit: number;
  /** TG-9: the mini app's bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME) and how old launch data may be */
  readonly telegram: TelegramOptions;
}

export const DEFAULT_IP_LIMIT = 20;

export const DEFAULT_WEB_ORIGIN = 'http://localhost:3000';
