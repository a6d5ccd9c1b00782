import { AUTH_ENDPOINTS, LOGOUT_RP_PROPS, REGISTER_RISK_SCENE, type AccountKind } from '@/config/auth';
import type { RegistrationStart, SessionResult, VerifyAnswer } from '@/config/x-api';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { RET_CODES } from '@/services/errors/ret-codes';
import { http, type Envelope } from '@/services/http';

export type { RegistrationStart, SessionResult };

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

/** LOGIN-5: a wrong password with a count the page shows (3, 4, 5). */
export interface WrongPassword {
  readonly kind: 'wrong-password';
  readonly count: number;
}

export type LoginAnswer = { readonly kind: 'session'; readonly session: SessionResult } | WrongPassword;

/** REG-5, SEC: empty fields are not sent, and utm_url never is. */
export function withoutEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => key !== 'utm_url' && value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

function accountFields(account: AccountInput): Record<string, string> {
  return account.kind === 'email'
    ? { login_name: account.email.trim() }
    : { login_name: account.mobile, country_code: account.countryCode };
}

/** LOGIN-3: POST /login, or login_compliance on a regulated site. */
export async function login(req: LoginRequest): Promise<LoginAnswer> {
  const path = req.regulatedSiteId ? AUTH_ENDPOINTS.login.regulated : AUTH_ENDPOINTS.login.global;
  const body = withoutEmptyFields({
    ...req.channel,
    ...accountFields(req.account),
    ...req.password,
    ...req.captcha,
    site_id: req.regulatedSiteId ?? undefined,
    tr_login: req.turkish ? 1 : undefined,
  });
  const res = await http.post<SessionResult & { pass_err_count?: number }>(path, body, {
    headers: { 'tx-id': req.txId },
  });
  // ERR-8: counts 3-5 come back as an answer, not an error
  if (res.ret_code === RET_CODES.wrongPassword) {
    return { kind: 'wrong-password', count: Number(res.result?.pass_err_count ?? 0) };
  }
  return { kind: 'session', session: res.result };
}

/** LOGIN-6: a quick-login token (`tmp_token`) opens a session. */
export async function quickLogin(tmpToken: string): Promise<SessionResult> {
  return (await http.post<SessionResult>(AUTH_ENDPOINTS.quickLogin, { tmp_token: tmpToken })).result;
}

/** LOGIN-9 */
export async function logout(): Promise<void> {
  await http.post(AUTH_ENDPOINTS.logout, { rpProps: LOGOUT_RP_PROPS });
}

export interface RegisterInfoRequest {
  readonly account: AccountInput;
  readonly registerType: number;
  readonly captcha: CaptchaPayload;
  readonly siteId: string;
  readonly lang: string;
  readonly channel: ChannelFields;
  readonly ext: Readonly<Record<string, string | number>>;
}

function registerAccountFields(account: AccountInput): Record<string, string> {
  return account.kind === 'email'
    ? { email: account.email.trim() }
    : { mobile: account.mobile, country_code: account.countryCode };
}

/** REG-4: the first step of the new variants: the account, which is sent a code or a link. */
export async function registerInfo(req: RegisterInfoRequest): Promise<RegistrationStart> {
  return (await http.post<RegistrationStart>(AUTH_ENDPOINTS.registerInfo, registrationStartBody(req))).result;
}

/** REG-5: what starting a registration sends, in every variant. */
function registrationStartBody(req: RegisterInfoRequest) {
  return withoutEmptyFields({
    ...req.channel,
    ...registerAccountFields(req.account),
    ...req.captcha,
    register_type: req.registerType,
    site_id: req.siteId,
    lang: req.lang,
    ext_json: JSON.stringify(req.ext),
  });
}

/** REG-4: another code or link; the api enforces the 60 s cooldown and 5 sends. */
export async function resendVerification(uuid: string, captcha: CaptchaPayload): Promise<RegistrationStart> {
  return (await http.post<RegistrationStart>(AUTH_ENDPOINTS.registerResend, { uuid, ...captcha })).result;
}

/** REG-6: verification succeeded when verify_result is 1. */
export function isVerified(result: Partial<VerifyAnswer> | null | undefined): boolean {
  return result?.verify_result === 1;
}

export async function verifyCode(uuid: string, code: string): Promise<boolean> {
  return isVerified((await http.post<VerifyAnswer>(AUTH_ENDPOINTS.registerVerify, { uuid, code })).result);
}

/** REG-2: whether the activation link was opened (the link step polls this). */
export async function verifyResult(uuid: string): Promise<boolean> {
  const res = await http.get<VerifyAnswer>(AUTH_ENDPOINTS.registerVerifyResult, { params: { uuid } });
  return isVerified(res.result);
}

/** REG-2: the activation link of the mail, opened on /email-code-verify. */
export async function activateLink(uuid: string, token: string): Promise<boolean> {
  return isVerified((await http.post<VerifyAnswer>(AUTH_ENDPOINTS.registerActivate, { uuid, token })).result);
}

/** REG-4: the last step of the new variants; regulated sites use register_compliance. */
export async function registerPassword(req: {
  readonly uuid: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
  readonly regulatedSiteId: string | null;
}): Promise<SessionResult> {
  const path = req.regulatedSiteId ? AUTH_ENDPOINTS.registerPassword.regulated : AUTH_ENDPOINTS.registerPassword.global;
  const body = withoutEmptyFields({
    uuid: req.uuid,
    ...req.password,
    ...req.captcha,
    site_id: req.regulatedSiteId ?? undefined,
  });
  return (await http.post<SessionResult>(path, body)).result;
}

/** REG-2 old variants: send a code (or link) for the account. */
export async function oldSendVerification(req: RegisterInfoRequest): Promise<RegistrationStart> {
  const kind: AccountKind = req.account.kind;
  return (await http.post<RegistrationStart>(AUTH_ENDPOINTS.oldSend[kind], registrationStartBody(req))).result;
}

/** REG-2 old variants: the account, its code and the password in one call. */
export async function oldRegister(req: {
  readonly account: AccountInput;
  readonly uuid: string;
  readonly code: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
}): Promise<SessionResult> {
  const body = withoutEmptyFields({
    ...registerAccountFields(req.account),
    uuid: req.uuid,
    code: req.code,
    ...req.password,
    ...req.captcha,
  });
  return (await http.post<SessionResult>(AUTH_ENDPOINTS.oldRegister[req.account.kind], body)).result;
}

export interface RecallInfo {
  readonly recall_stage: string;
  readonly platform: string;
  readonly login_name: string;
  readonly version: string;
}

/** REG-7 */
export async function fetchRecallInfo(uuid: string): Promise<RecallInfo> {
  return (await http.get<RecallInfo>(AUTH_ENDPOINTS.registerRecall, { params: { uuid } })).result;
}

/** REG-8: the risk check before registration; true when the api intercepts. */
export async function riskIntercept(extInfo: Readonly<Record<string, string>>): Promise<boolean> {
  const res = await http.post<{ intercept?: boolean; is_intercept?: boolean }>(AUTH_ENDPOINTS.riskIntercept, {
    sence: REGISTER_RISK_SCENE,
    ext_info: extInfo,
  });
  return Boolean(res.result?.intercept ?? res.result?.is_intercept);
}

export interface CountryCode {
  readonly code: string;
  readonly dial_code: string;
  readonly name: string;
}

/** REG-9: countries open to registration, with dial codes. */
export async function fetchCountryCodes(): Promise<CountryCode[]> {
  const res = await http.get<{ list: CountryCode[] }>(AUTH_ENDPOINTS.countryCodes, { cache: true });
  return res.result?.list ?? [];
}

export interface PhonePermission {
  readonly mobile: boolean;
  readonly login_mobile: boolean;
}

/** REG-3, LOGIN-2: whether the phone tab is offered on this site. */
export async function fetchPhonePermission(siteId: string): Promise<PhonePermission> {
  return (await http.get<PhonePermission>(AUTH_ENDPOINTS.permission, { params: { site_id: siteId }, cache: true }))
    .result;
}

export type { Envelope };

/** LOGIN-11, LOGIN-13: a demo-account login moves the session to the demo trading environment. */
export const DEMO_TRADE_ENV = 1;
export async function switchTradeEnv(env: number = DEMO_TRADE_ENV): Promise<void> {
  await http.post('/user/private/trade/switch', { env });
}
