import {
  DEFAULT_REGISTER_VARIANT,
  isRegisterVariant,
  RECALL_STAGES,
  REGISTER_TYPES,
  type AccountKind,
  type AuthStep,
  type RegisterVariant,
} from '@/config/auth';
import type { SiteId } from '@/config/sites';
import type { RecallInfo } from '@/services/api/auth';

/** REG-2: the configured variant, or the default when the config says something else. */
export function registerVariantOf(value: string | undefined): RegisterVariant {
  return isRegisterVariant(value) ? value : DEFAULT_REGISTER_VARIANT;
}

export function isOldVariant(variant: RegisterVariant): boolean {
  return variant === 'oldCode' || variant === 'oldLink';
}

/**
 * REG-2: the step after the account was accepted. A code is typed on the
 * code step; a link is waited for on the link step. The old variants take the
 * code and the password together, so their code step shows the password too.
 */
export function stepAfterStart(answer: 'verfiyCode' | 'verfiyLink'): AuthStep {
  return answer === 'verfiyLink' ? 'verfiyLink' : 'verfiyCode';
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

export type ChannelMedium = 'affiliate' | 'broker' | 'referral' | 'normal';

/** Channel info (SPEC §3): affiliate links, broker and referral codes, else normal. */
export function channelOf(query: URLSearchParams): { medium: ChannelMedium; userCode: string } {
  const affiliate = query.get('affiliate_id');
  if (affiliate && /^[0-9]+$/.test(affiliate)) return { medium: 'affiliate', userCode: affiliate };
  const broker = query.get('broker_id');
  if (broker) return { medium: 'broker', userCode: broker };
  const ref = query.get('ref') ?? query.get('user_code');
  if (ref) return { medium: 'referral', userCode: ref };
  return { medium: 'normal', userCode: '' };
}

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
