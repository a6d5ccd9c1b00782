import { REGISTER_RISK_SCENE } from '@/config/auth';
import type { RequestOf, ResultOf } from '@/contract/endpoint';
import { registrationActivateFacts } from '@/contract/register/activate.facts';
import { registrationCompliancePasswordFacts } from '@/contract/register/compliance-password.facts';
import type { registrationInfo } from '@/contract/register/info';
import { registrationInfoFacts } from '@/contract/register/info.facts';
import { oldRegistrationEmailFacts } from '@/contract/register/old-register-email.facts';
import { oldRegistrationMobileFacts } from '@/contract/register/old-register-mobile.facts';
import { oldRegistrationSendEmailFacts } from '@/contract/register/old-send-email.facts';
import { oldRegistrationSendMobileFacts } from '@/contract/register/old-send-mobile.facts';
import type { registrationPassword } from '@/contract/register/password';
import { registrationPasswordFacts } from '@/contract/register/password.facts';
import type { registrationRecall } from '@/contract/register/recall';
import { registrationRecallFacts } from '@/contract/register/recall.facts';
import { registrationResendFacts } from '@/contract/register/resend.facts';
import { registrationRiskInterceptFacts } from '@/contract/register/risk-intercept.facts';
import { registrationVerifyResultFacts } from '@/contract/register/verify-result.facts';
import { registrationVerifyFacts } from '@/contract/register/verify.facts';
import { withoutEmptyFields, type AccountInput, type ChannelFields } from '@/services/api/auth';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';
import { http } from '@/services/http';

/** REG-1..9: the calls of sign-up in its four variants, recall, the risk check and the lists it reads. */

// the lists live apart, so that a login page, which reads them, does not bring the calls of sign-up (issue 40)
export { fetchCountryCodes, fetchPhonePermission, type CountryCode, type PhonePermission } from './register-lists';

/** The session a registration opens (LOGIN-8). */
type SessionResult = ResultOf<typeof registrationPassword>;
/** REG-4: where a started registration goes next, with its uuid. */
export type RegistrationStart = ResultOf<typeof registrationInfo>;
/** REG-7 */
export type RecallInfo = ResultOf<typeof registrationRecall>;

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
  return (await http.call(registrationInfoFacts, registrationStartBody(req))).result;
}

/** REG-4: another code or link; the api enforces the 60 s cooldown and 5 sends. */
export async function resendVerification(uuid: string, captcha: CaptchaPayload): Promise<RegistrationStart> {
  return (await http.call(registrationResendFacts, { uuid, ...captcha })).result;
}

/** REG-6: verification succeeded when verify_result is 1 (anything else, a broken answer included, did not). */
export function isVerified(result: { readonly verify_result?: unknown } | null | undefined): boolean {
  return result?.verify_result === 1;
}

export async function verifyCode(uuid: string, code: string): Promise<boolean> {
  return isVerified((await http.call(registrationVerifyFacts, { uuid, code })).result);
}

/** REG-2: whether the activation link was opened (the link step polls this). */
export async function verifyResult(uuid: string): Promise<boolean> {
  return isVerified((await http.call(registrationVerifyResultFacts, { uuid })).result);
}

/** REG-2: the activation link of the mail, opened on /email-code-verify. */
export async function activateLink(uuid: string, token: string): Promise<boolean> {
  return isVerified((await http.call(registrationActivateFacts, { uuid, token })).result);
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
    ? await http.call(registrationCompliancePasswordFacts, { ...body, site_id: req.regulatedSiteId })
    : await http.call(registrationPasswordFacts, body);
  return res.result;
}

/** REG-2 old variants: send a code (or link) for the account. */
export async function oldSendVerification(req: RegisterInfoRequest): Promise<RegistrationStart> {
  const body = registrationStartBody(req);
  const { account } = req;
  const res =
    account.kind === 'email'
      ? await http.call(oldRegistrationSendEmailFacts, { ...body, email: account.email.trim() })
      : await http.call(oldRegistrationSendMobileFacts, {
          ...body,
          mobile: account.mobile,
          country_code: account.countryCode,
        });
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
      ? await http.call(oldRegistrationEmailFacts, { ...body, email: account.email.trim() })
      : await http.call(oldRegistrationMobileFacts, {
          ...body,
          mobile: account.mobile,
          country_code: account.countryCode,
        });
  return res.result;
}

/** REG-7 */
export async function fetchRecallInfo(uuid: string): Promise<RecallInfo> {
  return (await http.call(registrationRecallFacts, { uuid })).result;
}

/** REG-8: the risk check before registration; true when the api intercepts. */
export async function riskIntercept(extInfo: Readonly<Record<string, string>>): Promise<boolean> {
  const res = await http.call(registrationRiskInterceptFacts, { sence: REGISTER_RISK_SCENE, ext_info: extInfo });
  return res.result.intercept === true;
}
