import { RECALL_STAGES, type AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { REGISTER_TYPES, type RegisterVariant } from '@/config/x-api';
import type { SessionResult } from '@/services/api/auth';
import {
  oldRegister,
  oldSendVerification,
  registerInfo,
  registerPassword,
  type RecallInfo,
  type RegisterInfoRequest,
  type RegistrationStart,
} from '@/services/api/register';
import { channelOf } from '@/services/attribution';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaPayload } from '@/services/captcha/payloads';

import { isOldVariant, type Registration } from './registration-flow';

/*
 * Issue 40: what only the calls of sign-up run (the variant's strategy, what a
 * registration sends, the recall's decision, the api's calls). Apart from
 * registration-flow.ts: it loads when the person first starts on the form, or
 * with the submit (registration-calls-load.ts), not with the first screen.
 */

export { fetchRecallInfo, resendVerification, riskIntercept, verifyCode } from '@/services/api/register';
export { encryptPassword } from '@/services/auth/password-encryption';

/** What the last call of a registration needs. */
export interface FinishInput {
  readonly registration: Registration;
  /** the code, when the code step creates the account (old variants) */
  readonly code: string;
  readonly password: EncryptedPassword;
  readonly captcha: CaptchaPayload;
  readonly regulatedSiteId: string | null;
}

/**
 * REG-2: how a variant talks to the api. The new variants verify on their
 * own step and create the account on the password step; the old ones send
 * the code (or link) and create the account in one call with the code.
 */
export interface RegistrationStrategy {
  /** the code step also asks for the password and creates the account */
  readonly codeStepCreatesAccount: boolean;
  start(request: RegisterInfoRequest): Promise<RegistrationStart>;
  finish(input: FinishInput): Promise<SessionResult>;
}

const NEW_VARIANT: RegistrationStrategy = {
  codeStepCreatesAccount: false,
  start: registerInfo,
  finish: ({ registration, password, captcha, regulatedSiteId }) =>
    registerPassword({ uuid: registration.uuid, password, captcha, regulatedSiteId }),
};

const OLD_VARIANT: RegistrationStrategy = {
  codeStepCreatesAccount: true,
  start: oldSendVerification,
  finish: ({ registration, code, password, captcha }) =>
    oldRegister({ account: registration.account, uuid: registration.uuid, code, password, captcha }),
};

export function registrationStrategy(variant: RegisterVariant): RegistrationStrategy {
  return isOldVariant(variant) ? OLD_VARIANT : NEW_VARIANT;
}

/** REG-1: the account type of a registration (the Turkish register is 44 for both kinds). */
export function registerTypeOf(kind: AccountKind, turkish: boolean): number {
  if (turkish) return REGISTER_TYPES.turkish;
  return kind === 'email' ? REGISTER_TYPES.email : REGISTER_TYPES.mobile;
}

export type RecallDecision =
  | { readonly kind: 'password'; readonly uuid: string; readonly loginName: string }
  | { readonly kind: 'login'; readonly href: string }
  | { readonly kind: 'start' };

/** REG-7: where a recall link (`?uuid=`) takes the person. */
export function recallDecision(uuid: string, info: RecallInfo | null, lang: string): RecallDecision {
  if (!info) return { kind: 'start' };
  // the old variants send the account again with the password: a recall cannot resume them
  if (info.recall_stage === RECALL_STAGES.password && !info.version.startsWith('old')) {
    return { kind: 'password', uuid, loginName: info.login_name };
  }
  if (info.recall_stage === RECALL_STAGES.login) return { kind: 'login', href: `/${lang}/login?source=commit_login` };
  return { kind: 'start' };
}

/** AFF-1, AFF-7: the campaign fields of the landing query a registration carries to the account. */
const CAMPAIGN_QUERY_FIELDS = ['group_type', 'campaign', 'source', 'utmsource', 'content', 'stage', 'term'] as const;

/**
 * REG-5: channel information and attribution sent with a registration.
 * `url` is the page without utm_url; empty fields are dropped by the api
 * module.
 */
export function registrationChannelFields(pageHref: string): Record<string, string> {
  const url = new URL(pageHref);
  url.searchParams.delete('utm_url');
  const query = url.searchParams;
  const channel = channelOf(query);
  return {
    medium: channel.medium,
    userCode: channel.userCode,
    user_code: channel.medium === 'referral' ? channel.userCode : '',
    regist_channel: query.get('regist_channel') ?? '',
    affiliate_id: query.get('affiliate_id') ?? '',
    group_id: query.get('group_id') ?? '',
    ref: query.get('ref') ?? '',
    // AFF-1, AFF-7: campaign tags the account keeps (the api drops empty ones)
    ...Object.fromEntries(CAMPAIGN_QUERY_FIELDS.map((field) => [field, query.get(field) ?? ''])),
    url: url.href,
  };
}

/** REG-5, REG-12: ext_json; eu_subscription exists only on the EU site. */
export function registrationExt(options: {
  readonly site: SiteId;
  readonly euSubscription: boolean;
  readonly manualInput: boolean;
  readonly tgSource?: string;
}): Record<string, string | number> {
  return {
    ...(options.site === 'EU' ? { eu_subscription: options.euSubscription ? 1 : 0 } : {}),
    is_manual_input: options.manualInput ? 1 : 0,
    ...(options.tgSource ? { tg_source: options.tgSource } : {}),
  };
}
