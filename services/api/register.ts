import { REGISTER_RISK_SCENE } from '@/config/auth';
import type { Facts, RequestOf, ResultOf } from '@/contract/endpoint';
import type { registrationActivate } from '@/contract/register/activate';
import type { registrationCompliancePassword } from '@/contract/register/compliance-password';
import type { registrationCountryCodes } from '@/contract/register/country-codes';
import type { registrationInfo } from '@/contract/register/info';
import type { oldRegistrationEmail } from '@/contract/register/old-register-email';
import type { oldRegistrationMobile } from '@/contract/register/old-register-mobile';
import type { oldRegistrationSendEmail } from '@/contract/register/old-send-email';
import type { oldRegistrationSendMobile } from '@/contract/register/old-send-mobile';
import type { registrationPassword } from '@/contract/register/password';
import type { registrationPhonePermission } from '@/contract/register/phone-permission';
import type { registrationRecall } from '@/contract/register/recall';
import type { registrationResend } from '@/contract/register/resend';
import type { registrationRiskIntercept } from '@/contract/register/risk-intercept';
import type { registrationVerify } from '@/contract/register/verify';
import type { registrationVerifyResult } from '@/contract/register/verify-result';
import { withoutEmptyFields, type AccountInput, type ChannelFields } from '@/services/api/auth';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http } from '@/services/http';

/** REG-1..9: the calls of sign-up in its four variants, recall, the risk check and the lists it reads. */

const INFO: Facts<typeof registrationInfo> = {
  method: 'POST',
  path: '/user/public/register/info',
  kind: 'register',
  token: true,
};
const RESEND: Facts<typeof registrationResend> = {
  method: 'POST',
  path: '/user/public/register/send/verify/item',
  kind: 'register',
  token: true,
};
const VERIFY: Facts<typeof registrationVerify> = {
  method: 'POST',
  path: '/user/public/register/verify',
  kind: 'register',
  token: true,
};
const VERIFY_RESULT: Facts<typeof registrationVerifyResult> = {
  method: 'GET',
  path: '/user/public/register/verify/result',
  kind: 'register',
  token: true,
};
const ACTIVATE: Facts<typeof registrationActivate> = {
  method: 'POST',
  path: '/user/public/register/activate',
  kind: 'register',
  token: true,
};
const PASSWORD: Facts<typeof registrationPassword> = {
  method: 'POST',
  path: '/user/public/register/password',
  kind: 'register',
  token: true,
};
const COMPLIANCE_PASSWORD: Facts<typeof registrationCompliancePassword> = {
  method: 'POST',
  path: '/user/public/register_compliance',
  kind: 'register',
  token: true,
};
const OLD_SEND_EMAIL: Facts<typeof oldRegistrationSendEmail> = {
  method: 'POST',
  path: '/verify/register/email',
  kind: 'register',
  token: true,
};
const OLD_SEND_MOBILE: Facts<typeof oldRegistrationSendMobile> = {
  method: 'POST',
  path: '/verify/register/mobile',
  kind: 'register',
  token: true,
};
const OLD_REGISTER_EMAIL: Facts<typeof oldRegistrationEmail> = {
  method: 'POST',
  path: '/register/email',
  kind: 'register',
  token: true,
};
const OLD_REGISTER_MOBILE: Facts<typeof oldRegistrationMobile> = {
  method: 'POST',
  path: '/register/mobile',
  kind: 'register',
  token: true,
};
const RECALL: Facts<typeof registrationRecall> = {
  method: 'GET',
  path: '/user/public/register/recall/info',
  kind: 'register',
  token: true,
};
const RISK_INTERCEPT: Facts<typeof registrationRiskIntercept> = {
  method: 'POST',
  path: '/user/public/risk/default-intercept',
  kind: 'register',
  token: true,
};
const COUNTRY_CODES: Facts<typeof registrationCountryCodes> = {
  method: 'GET',
  path: '/register/countryCode',
  kind: 'register',
  token: true,
};
/** Also asked by the server for a sign-in page (services/page-phone-permission.ts). */
export const PHONE_PERMISSION_ENDPOINT: Facts<typeof registrationPhonePermission> = {
  method: 'GET',
  path: '/register/permission_v2',
  kind: 'register',
  token: false,
};

/** The session a registration opens (LOGIN-8). */
type SessionResult = ResultOf<typeof registrationPassword>;
/** REG-4: where a started registration goes next, with its uuid. */
export type RegistrationStart = ResultOf<typeof registrationInfo>;
/** REG-7 */
export type RecallInfo = ResultOf<typeof registrationRecall>;
/** REG-9: a country open to registration, with its dial code. */
export type CountryCode = ResultOf<typeof registrationCountryCodes>['list'][number];
/** REG-3, LOGIN-2: what the sign-in forms read of permission_v2. */
export type PhonePermission = Pick<ResultOf<typeof registrationPhonePermission>, 'mobile' | 'login_mobile'>;

export interface RegisterInfoRequest {
  readonly account: AccountInput;
  readonly registerType: number;
  readonly captcha: CaptchaPayload;
  readonly siteId: string;
  readonly lang: string;
  readonly channel: ChannelFields;
  readonly ext: Readonly<Record<string, string | number>>;
}

type AccountBody = Pick<RequestOf<typeof registrationInfo>, 'email' | 'mobile' | 'country_code'>;

function registerAccountFields(account: AccountInput): AccountBody {
  return account.kind === 'email'
    ? { email: account.email.trim() }
    : { mobile: account.mobile, country_code: account.countryCode };
}

/** REG-5: what starting a registration sends, in every variant. */
function registrationStartBody(req: RegisterInfoRequest): RequestOf<typeof registrationInfo> {
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

/** REG-4: the first step of the new variants: the account, which is sent a code or a link. */
export async function registerInfo(req: RegisterInfoRequest): Promise<RegistrationStart> {
  return (await http.call(INFO, registrationStartBody(req))).result;
}

/** REG-4: another code or link; the api enforces the 60 s cooldown and 5 sends. */
export async function resendVerification(uuid: string, captcha: CaptchaPayload): Promise<RegistrationStart> {
  return (await http.call(RESEND, { uuid, ...captcha })).result;
}

/** REG-6: verification succeeded when verify_result is 1 (anything else, a broken answer included, did not). */
export function isVerified(result: { readonly verify_result?: unknown } | null | undefined): boolean {
  return result?.verify_result === 1;
}

export async function verifyCode(uuid: string, code: string): Promise<boolean> {
  return isVerified((await http.call(VERIFY, { uuid, code })).result);
}

/** REG-2: whether the activation link was opened (the link step polls this). */
export async function verifyResult(uuid: string): Promise<boolean> {
  return isVerified((await http.call(VERIFY_RESULT, { uuid })).result);
}

/** REG-2: the activation link of the mail, opened on /email-code-verify. */
export async function activateLink(uuid: string, token: string): Promise<boolean> {
  return isVerified((await http.call(ACTIVATE, { uuid, token })).result);
}

/** REG-4: the last step of the new variants; regulated sites use register_compliance. */
export async function registerPassword(req: {
  readonly uuid: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
  readonly regulatedSiteId: string | null;
}): Promise<SessionResult> {
  const body = { uuid: req.uuid, ...req.password, ...req.captcha };
  const res = req.regulatedSiteId
    ? await http.call(COMPLIANCE_PASSWORD, { ...body, site_id: req.regulatedSiteId })
    : await http.call(PASSWORD, body);
  return res.result;
}

/** REG-2 old variants: send a code (or link) for the account. */
export async function oldSendVerification(req: RegisterInfoRequest): Promise<RegistrationStart> {
  const body = registrationStartBody(req);
  const { account } = req;
  const res =
    account.kind === 'email'
      ? await http.call(OLD_SEND_EMAIL, { ...body, email: account.email.trim() })
      : await http.call(OLD_SEND_MOBILE, { ...body, mobile: account.mobile, country_code: account.countryCode });
  return res.result;
}

/** REG-2 old variants: the account, its code and the password in one call. */
export async function oldRegister(req: {
  readonly account: AccountInput;
  readonly uuid: string;
  readonly code: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
}): Promise<SessionResult> {
  const body = withoutEmptyFields({ uuid: req.uuid, code: req.code, ...req.password, ...req.captcha });
  const { account } = req;
  const res =
    account.kind === 'email'
      ? await http.call(OLD_REGISTER_EMAIL, { ...body, email: account.email.trim() })
      : await http.call(OLD_REGISTER_MOBILE, { ...body, mobile: account.mobile, country_code: account.countryCode });
  return res.result;
}

/** REG-7 */
export async function fetchRecallInfo(uuid: string): Promise<RecallInfo> {
  return (await http.call(RECALL, { uuid })).result;
}

/** REG-8: the risk check before registration; true when the api intercepts. */
export async function riskIntercept(extInfo: Readonly<Record<string, string>>): Promise<boolean> {
  const res = await http.call(RISK_INTERCEPT, { sence: REGISTER_RISK_SCENE, ext_info: extInfo });
  return res.result.intercept === true;
}

/** REG-9: countries open to registration, with dial codes. */
export async function fetchCountryCodes(): Promise<CountryCode[]> {
  return (await http.call(COUNTRY_CODES, {}, { cache: true })).result.list;
}

/** REG-3, LOGIN-2: whether the phone tab is offered on this site. */
export async function fetchPhonePermission(siteId: string): Promise<PhonePermission> {
  return (await http.call(PHONE_PERMISSION_ENDPOINT, { site_id: siteId }, { cache: true })).result;
}
