import { LOGOUT_RP_PROPS } from '@/config/auth';
import type { RequestOf } from '@/contract/endpoint';
import type { passwordLogin } from '@/contract/login/login';
import { passwordLoginComplianceFacts } from '@/contract/login/login-compliance.facts';
import { passwordLoginFacts } from '@/contract/login/login.facts';
import { logoutSessionFacts } from '@/contract/login/logout.facts';
import { quickTokenLoginFacts } from '@/contract/login/quick-login.facts';
import type { tradeEnvSwitch } from '@/contract/login/trade-switch';
import { tradeEnvSwitchFacts } from '@/contract/login/trade-switch.facts';
import type { SessionResult } from '@/contract/session';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http, refuseWrongPassword } from '@/services/http';

export type { SessionResult };

/** The account a person typed: an email, or a national number with its country (and as it is shown). */
export type AccountInput =
  | { readonly kind: 'email'; readonly email: string }
  | {
      readonly kind: 'mobile';
      readonly countryCode: string;
      readonly mobile: string;
      /** the number in international format (+44 7400 123456), to name it back to the person */
      readonly international: string;
    };

/** Channel information and attribution sent with registration (REG-5). */
export type ChannelFields = Readonly<Record<string, string | number | undefined>>;

export interface LoginRequest {
  readonly account: AccountInput;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
  /** regulated sites log in through login_compliance with their site id */
  readonly regulatedSiteId: string | null;
  readonly turkish?: boolean;
  readonly channel?: ChannelFields;
  /** LOGIN-3: device fingerprint */
  readonly txId: string;
}

/** REG-5, SEC: empty fields are not sent, and utm_url never is. */
export function withoutEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => key !== 'utm_url' && value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

function accountFields(account: AccountInput): Pick<RequestOf<typeof passwordLogin>, 'login_name' | 'country_code'> {
  return account.kind === 'email'
    ? { login_name: account.email.trim() }
    : { login_name: account.mobile, country_code: account.countryCode };
}

/** LOGIN-3: POST /login, or login_compliance on a regulated site; a wrong password is a refusal at any count (ERR-8). */
export async function login(req: LoginRequest): Promise<SessionResult> {
  const body: RequestOf<typeof passwordLogin> = {
    ...withoutEmptyFields(req.channel ?? {}),
    ...accountFields(req.account),
    ...req.password,
    ...req.captcha,
    ...(req.regulatedSiteId ? { site_id: req.regulatedSiteId } : {}),
    ...(req.turkish ? { tr_login: 1 } : {}),
  };
  const options = { headers: { 'tx-id': req.txId } };
  const answer = req.regulatedSiteId
    ? refuseWrongPassword(
        await http.call(passwordLoginComplianceFacts, body, options),
        passwordLoginComplianceFacts.path,
      )
    : refuseWrongPassword(await http.call(passwordLoginFacts, body, options), passwordLoginFacts.path);
  return answer.result;
}

/** LOGIN-6: a quick-login token (`tmp_token`) opens a session. */
export async function quickLogin(tmpToken: string): Promise<SessionResult> {
  return (await http.call(quickTokenLoginFacts, { tmp_token: tmpToken })).result;
}

/** LOGIN-9 */
export async function logout(): Promise<void> {
  await http.call(logoutSessionFacts, { rpProps: LOGOUT_RP_PROPS });
}

/** LOGIN-11, LOGIN-13: a demo-account login moves the session to the demo trading environment. */
export const DEMO_TRADE_ENV = 1;
export async function switchTradeEnv(env: RequestOf<typeof tradeEnvSwitch>['env'] = DEMO_TRADE_ENV): Promise<void> {
  await http.call(tradeEnvSwitchFacts, { env });
}
