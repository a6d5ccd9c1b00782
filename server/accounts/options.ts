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
}

export const DEFAULT_WEB_ORIGIN = 'http://localhost:3000';
