import { http } from '@/services/http';

/** AFF-3: whether an affiliate lets the landing show who they are. */
export interface AnonymityAnswer {
  readonly isShow: boolean;
  readonly code: string;
}

/** AFF-3: POST /affiliate/v5/anonymity; null when the api keeps it to itself (ERR-10: 10002, 610017). */
export async function fetchAnonymity(affiliateId: string): Promise<AnonymityAnswer | null> {
  const res = await http.post<AnonymityAnswer>('/affiliate/v5/anonymity', { affiliate_id: affiliateId });
  return res.ret_code === 0 && res.result ? res.result : null;
}

export interface OpenInfoGroup {
  readonly type: number;
  readonly content: string;
}

/** AFF-2: the affiliate's public card as the api answers it. */
export interface OpenInfoAnswer {
  readonly nickname?: string;
  readonly headimg?: string;
  readonly personality?: { readonly personalSignature?: string; readonly content?: string };
  readonly groupInfo?: readonly OpenInfoGroup[];
}

/** AFF-2: POST /affiliate/apis/v1/open-info; null when the api keeps it to itself (ERR-10: 610016). */
export async function fetchOpenInfo(request: {
  readonly affid: string;
  readonly country: string;
  readonly group_id: string;
}): Promise<OpenInfoAnswer | null> {
  const res = await http.post<OpenInfoAnswer>('/affiliate/apis/v1/open-info', request);
  return res.ret_code === 0 && res.result ? res.result : null;
}

/** AFF-5, AFF-6: who a referral code belongs to. */
export interface Inviter {
  readonly id: string;
  readonly nickname: string;
  readonly country: string;
}

/** AFF-5: referral code info (scene 0 normal, 1 affiliate, 2 referral, 3 broker). */
export interface ReferralCodeInfo {
  readonly valid: boolean;
  readonly scene: number;
  readonly tpl: string;
  readonly info: { readonly success: boolean };
  readonly inviter?: Inviter | null;
}

/** AFF-5: POST /s1/code/info. */
export async function fetchReferralCodeInfo(code: string): Promise<ReferralCodeInfo> {
  return (await http.post<ReferralCodeInfo>('/s1/code/info', { code }, { cache: true })).result;
}

/** AFF-6: GET /fiat/public/channel/common-share-info?token=; the share's value ('' when unknown). */
export async function fetchShareInfo(token: string): Promise<string> {
  const res = await http.get<{ value?: string }>('/fiat/public/channel/common-share-info', { params: { token } });
  return typeof res.result?.value === 'string' ? res.result.value : '';
}

/** AFF-6: the inviter's head image, by inviter id with country. */
export async function fetchInviterHeadimg(id: string, country: string): Promise<string> {
  const res = await http.get<{ headimg?: string }>('/v1/referral/public/headimg', {
    params: { id, country },
    cache: true,
  });
  return res.result?.headimg ?? '';
}

/** AFF-8: the Korea new-user activity shown on the landings in Korean. */
export interface KoreaHome {
  readonly enabled: boolean;
  readonly reward: { readonly amount: string; readonly currency: string };
  readonly endTime: number;
}

/** AFF-8: POST /fht/growth/activity-api/v1/korea/home. */
export async function fetchKoreaHome(): Promise<KoreaHome | null> {
  return (await http.post<KoreaHome>('/fht/growth/activity-api/v1/korea/home', {})).result ?? null;
}
