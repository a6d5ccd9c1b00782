import { RECALL_STAGES, type AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { DEFAULT_REGISTER_VARIANT, isRegisterVariant, REGISTER_TYPES, type RegisterVariant } from '@/config/x-api';
import type { AccountInput, SessionResult } from '@/services/api/auth';
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

/** REG-2: the configured variant, or the default when the config says something else. */
export function registerVariantOf(value: string | undefined): RegisterVariant {
  return isRegisterVariant(value) ? value : DEFAULT_REGISTER_VARIANT;
}

export function isOldVariant(variant: RegisterVariant): boolean {
  return variant === 'oldCode' || variant === 'oldLink';
}

/** A registration under way: its uuid, the account it verifies and when the last code or link went out. */
export interface Registration {
  readonly uuid: string;
  readonly account: AccountInput;
  readonly sentAt: number;
}

/**
 * LOGIN-1, REG-2: where a sign-up is; every step after the first has its
 * registration. Back on the account step keeps the account typed (`typed`);
 * `created` is the welcome shown while the new session leaves the page.
 */
export type RegistrationState =
  | { readonly step: 'inputAccount'; readonly typed?: AccountInput }
  | { readonly step: 'verfiyCode' | 'verfiyLink' | 'inputpassword'; readonly registration: Registration }
  | { readonly step: 'created' };

export type RegistrationEvent =
  /** the api accepted the account and sent a code or a link */
  | { readonly type: 'started'; readonly registration: Registration; readonly step: RegistrationStart['step'] }
  /** another code or link went out */
  | { readonly type: 'resent'; readonly sentAt: number }
  /** the code was right, or the link was opened */
  | { readonly type: 'verified' }
  /** REG-7: a recall link resumes at the password */
  | { readonly type: 'recalled'; readonly registration: Registration }
  /** "use another account" */
  | { readonly type: 'back' }
  /** issue 39: a step brought back by the browser's Back or Forward, or a reload */
  | { readonly type: 'restored'; readonly state: RegistrationState }
  /** REG-5: the account was created; the session leaves the page */
  | { readonly type: 'created' };

export const REGISTRATION_START: RegistrationState = { step: 'inputAccount' };

/**
 * REG-2, REG-7: the steps of sign-up. A code is typed on the code step; a
 * link is waited for on the link step; both lead to the password. Events
 * that do not fit the step change nothing.
 */
export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'started':
      return { step: event.step === 'verfiyLink' ? 'verfiyLink' : 'verfiyCode', registration: event.registration };
    case 'resent':
      return state.step === 'inputAccount' || state.step === 'created'
        ? state
        : { ...state, registration: { ...state.registration, sentAt: event.sentAt } };
    case 'verified':
      return state.step === 'verfiyCode' || state.step === 'verfiyLink'
        ? { step: 'inputpassword', registration: state.registration }
        : state;
    case 'recalled':
      return { step: 'inputpassword', registration: event.registration };
    case 'back':
      return REGISTRATION_START;
    case 'restored':
      return event.state;
    case 'created':
      return { step: 'created' };
  }
}

/** Issue 39: each step's name in the page's address (`?step=`). */
export const STEP_NAMES = {
  inputAccount: 'account',
  verfiyCode: 'code',
  verfiyLink: 'link',
  inputpassword: 'password',
  created: 'created',
} as const satisfies Record<RegistrationState['step'], string>;

export const FIRST_REGISTRATION_STEP = STEP_NAMES.inputAccount;

export function registrationStepName(state: RegistrationState): string {
  return STEP_NAMES[state.step];
}

/** Issue 39: what is kept of a sign-up to resume it (never the password); null once the account exists. */
export function keptRegistration(state: RegistrationState): { readonly registration: Registration } | null {
  return state.step === 'inputAccount' || state.step === 'created' ? null : { registration: state.registration };
}

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
