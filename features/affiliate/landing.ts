import { parseAmount, type Amount } from '@/components/i18n/amount';
import {
  fetchAnonymity,
  fetchInviterHeadimg,
  fetchOpenInfo,
  fetchReferralCodeInfo,
  fetchShareInfo,
  type KoreaHome,
} from '@/services/api/affiliate';
import { fetchIpCountry } from '@/services/api/countries';
import { referralCodeOf } from '@/services/attribution';

import {
  affiliateCardOf,
  affiliateShown,
  referralCheckOf,
  referralFromShareValue,
  safeImageSrc,
  type AffiliateCardData,
  type ReferralCheck,
} from './affiliate';
import { affiliateLookupFor, KOREA_ACTIVITY_LOCALE } from './landing-link';

export interface AffiliateDeps {
  readonly anonymity: typeof fetchAnonymity;
  readonly openInfo: typeof fetchOpenInfo;
  readonly ipCountry: () => Promise<string>;
}

const ipCountryCode = async () => (await fetchIpCountry()).code ?? '';

const AFFILIATE_DEPS: AffiliateDeps = { anonymity: fetchAnonymity, openInfo: fetchOpenInfo, ipCountry: ipCountryCode };

/**
 * AFF-2..4, ERR-10: the affiliate a landing shows, or null: no request for
 * an id that is not all digits, nothing when anonymity hides the affiliate
 * or the api keeps the answer to itself, open-info with the visitor's
 * country and the link's group.
 */
export async function loadAffiliateCard(
  query: URLSearchParams,
  deps: AffiliateDeps = AFFILIATE_DEPS,
): Promise<AffiliateCardData | null> {
  const lookup = affiliateLookupFor(query.get('affiliate_id'));
  if (lookup.kind === 'none') return null;
  if (!affiliateShown(await deps.anonymity(lookup.affiliateId))) return null;
  const country = await deps.ipCountry().catch(() => '');
  const info = await deps.openInfo({ affid: lookup.affiliateId, country, group_id: query.get('group_id') ?? '' });
  return affiliateCardOf(info);
}

export interface Invitation {
  /** the referral code the landing starts with ('' when none) */
  readonly code: string;
  readonly check: ReferralCheck;
  /** the inviter's head image, '' for the default */
  readonly headimg: string;
}

export interface InvitationDeps {
  readonly shareInfo: typeof fetchShareInfo;
  readonly codeInfo: typeof fetchReferralCodeInfo;
  readonly headimg: typeof fetchInviterHeadimg;
}

const INVITATION_DEPS: InvitationDeps = {
  shareInfo: fetchShareInfo,
  codeInfo: fetchReferralCodeInfo,
  headimg: fetchInviterHeadimg,
};

/** AFF-5, AFF-6: a typed or linked referral code, checked, with its inviter's picture. */
export async function checkReferralCode(
  code: string,
  deps: Pick<InvitationDeps, 'codeInfo' | 'headimg'> = INVITATION_DEPS,
): Promise<{ check: ReferralCheck; headimg: string }> {
  const local = referralCheckOf(code, null);
  if (local.kind === 'empty' || local.kind === 'malformed') return { check: local, headimg: '' };
  const check = referralCheckOf(code, await deps.codeInfo(code.trim()).catch(() => null));
  if (check.kind !== 'valid' || !check.inviter) return { check, headimg: '' };
  const headimg = await deps.headimg(check.inviter.id, check.inviter.country).catch(() => '');
  return { check, headimg: safeImageSrc(headimg) };
}

/**
 * AFF-5, AFF-6: the invitation of a friend-invite or invite link: the code
 * in `ref` / `user_code`, else the one a share token (`token`) stands for.
 */
export async function loadInvitation(
  query: URLSearchParams,
  deps: InvitationDeps = INVITATION_DEPS,
): Promise<Invitation> {
  let code = referralCodeOf(query);
  const token = query.get('token');
  if (!code && token && /^[A-Za-z0-9_-]{1,64}$/.test(token)) {
    code = referralFromShareValue(await deps.shareInfo(token).catch(() => ''))?.ref ?? '';
  }
  const { check, headimg } = await checkReferralCode(code, deps);
  return { code, check, headimg };
}

/** AFF-8: the Korea new-user activity is shown in Korean while it runs. */
export function koreaActivityShown(locale: string, activity: KoreaHome | null, now: number): boolean {
  return locale === KOREA_ACTIVITY_LOCALE && !!activity?.enabled && activity.endTime > now && !!activity.reward?.amount;
}

/**
 * AFF-8: the activity's reward as one amount in one currency (`50` and
 * `USDT`); null when the api's amount is no number or names another currency.
 */
export function koreaRewardOf(activity: Pick<KoreaHome, 'reward'>): Amount | null {
  return parseAmount(activity.reward.amount, activity.reward.currency);
}
