import { PROFILE_CACHE_MS } from '@/config/http';
import { http } from '@/services/http';

/** LOGIN-10: the profile fields the front end reads. */
export interface UserProfile {
  readonly id: number;
  readonly uid: string;
  readonly username: string;
  readonly vague_email: string;
  readonly vague_mobile: string;
  readonly email_verified: boolean;
  readonly mobile_verified: boolean;
  readonly has_google2fa: boolean;
  readonly lang: string;
  readonly status: number;
}

/** LOGIN-10: logged in means a profile id above zero. */
export function isLoggedIn(profile: Pick<UserProfile, 'id'> | null | undefined): boolean {
  return Boolean(profile && Number(profile.id) > 0);
}

/** GET /v2/private/user/profile, kept 10 s. */
export async function fetchProfile(): Promise<UserProfile> {
  const res = await http.get<UserProfile>('/v2/private/user/profile', { cache: { ttlMs: PROFILE_CACHE_MS } });
  return res.result;
}

/** Forgets the kept profile (ERR-4: after a 10006, and at logout). */
export function forgetProfile(): void {
  http.cache.deleteWhere((key) => key.startsWith('GET /v2/private/user/profile '));
}

export interface MemberInfo {
  readonly kyc_person_level: number;
  readonly member_tag: { readonly KYC?: number };
  /** DLG-2: the country identity verification proved; '' until verified */
  readonly kyc_country?: string;
}

/** SEC-4: KYC-verified when either the person level or the KYC tag is non-zero. */
export function isKycVerified(info: MemberInfo | null | undefined): boolean {
  return Boolean(info && (Number(info.kyc_person_level) !== 0 || Number(info.member_tag?.KYC ?? 0) !== 0));
}

export async function fetchMemberInfo(): Promise<MemberInfo> {
  return (await http.get<MemberInfo>('/user/private/member/info')).result;
}

/** GET /user/public/get-white-hosts: origins redirects may go to (REDIR-8). */
export async function fetchWhiteHosts(): Promise<string[]> {
  return (await http.get<{ hosts: string[] }>('/user/public/get-white-hosts', { cache: true })).result?.hosts ?? [];
}
