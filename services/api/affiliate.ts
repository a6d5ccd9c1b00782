import type { affiliateAnonymity } from '@/contract/affiliate/anonymity';
import { affiliateAnonymityFacts } from '@/contract/affiliate/anonymity.facts';
import type { affiliateOpenInfo } from '@/contract/affiliate/open-info';
import { affiliateOpenInfoFacts } from '@/contract/affiliate/open-info.facts';
import type { ResultOf } from '@/contract/endpoint';
import type { koreaHome } from '@/contract/growth/korea-home';
import { koreaHomeFacts } from '@/contract/growth/korea-home.facts';
import { inviterHeadimgFacts } from '@/contract/referral/headimg.facts';
import { shareInfoFacts } from '@/contract/referral/share-info.facts';
import type { referralCodeInfo } from '@/contract/register/referral-code-info';
import { referralCodeInfoFacts } from '@/contract/register/referral-code-info.facts';
import { http } from '@/services/http';

/** AFF-3: whether an affiliate lets the landing show who they are. */
export type AnonymityAnswer = ResultOf<typeof affiliateAnonymity>;

/** AFF-3: POST /affiliate/v5/anonymity; null when the api keeps it to itself (ERR-10: 10002, 610017). */
export async function fetchAnonymity(affiliateId: string): Promise<AnonymityAnswer | null> {
  const res = await http.call(affiliateAnonymityFacts, { affiliate_id: affiliateId });
  return res.ret_code === 0 && res.result ? res.result : null;
}

/** AFF-2: the affiliate's public card as the api answers it. */
export type OpenInfoAnswer = ResultOf<typeof affiliateOpenInfo>;

/** AFF-2: POST /affiliate/apis/v1/open-info; null when the api keeps it to itself (ERR-10: 610016). */
export async function fetchOpenInfo(request: {
  readonly affid: string;
  readonly country: string;
  readonly group_id: string;
}): Promise<OpenInfoAnswer | null> {
  const res = await http.call(affiliateOpenInfoFacts, request);
  return res.ret_code === 0 && res.result ? res.result : null;
}

/** AFF-5: referral code info (scene 0 normal, 1 affiliate, 2 referral, 3 broker). */
export type ReferralCodeInfo = ResultOf<typeof referralCodeInfo>;

/** AFF-5, AFF-6: who a referral code belongs to. */
export type Inviter = NonNullable<ReferralCodeInfo['inviter']>;

/** AFF-5: POST /s1/code/info. */
export async function fetchReferralCodeInfo(code: string): Promise<ReferralCodeInfo> {
  return (await http.call(referralCodeInfoFacts, { code }, { cache: true })).result;
}

/** AFF-6: GET /fiat/public/channel/common-share-info?token=; the share's value ('' when unknown). */
export async function fetchShareInfo(token: string): Promise<string> {
  const res = await http.call(shareInfoFacts, { token });
  return typeof res.result?.value === 'string' ? res.result.value : '';
}

/** AFF-6: the inviter's head image, by inviter id with country. */
export async function fetchInviterHeadimg(id: string, country: string): Promise<string> {
  const res = await http.call(inviterHeadimgFacts, { id, country }, { cache: true });
  return res.result?.headimg ?? '';
}

/** AFF-8: the Korea new-user activity shown on the landings in Korean. */
export type KoreaHome = ResultOf<typeof koreaHome>;

/** AFF-8: POST /fht/growth/activity-api/v1/korea/home. */
export async function fetchKoreaHome(): Promise<KoreaHome | null> {
  return (await http.call(koreaHomeFacts, {})).result ?? null;
}
