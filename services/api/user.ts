import { PROFILE_CACHE_MS } from '@/config/http';
import { whiteHostsFacts } from '@/contract/config/white-hosts.facts';
import type { ResultOf } from '@/contract/endpoint';
import type { memberInfo } from '@/contract/user/member-info';
import { memberInfoFacts } from '@/contract/user/member-info.facts';
import type { userProfile } from '@/contract/user/profile';
import { userProfileFacts } from '@/contract/user/profile.facts';
import { http } from '@/services/http';

/** LOGIN-10: the signed-in person. */
export type UserProfile = ResultOf<typeof userProfile>;

/** LOGIN-10: logged in means a profile id above zero. */
export function isLoggedIn(profile: Pick<UserProfile, 'id'> | null | undefined): boolean {
  return Boolean(profile && Number(profile.id) > 0);
}

/** GET /v2/private/user/profile, kept 10 s. */
export async function fetchProfile(): Promise<UserProfile> {
  return (await http.call(userProfileFacts, {}, { cache: { ttlMs: PROFILE_CACHE_MS } })).result;
}

/** Forgets the kept profile (ERR-4: after a 10006, and at logout). */
export function forgetProfile(): void {
  http.cache.deleteWhere((key) => key.startsWith('GET /v2/private/user/profile '));
}

export type MemberInfo = ResultOf<typeof memberInfo>;

/** SEC-4: KYC-verified when either the person level or the KYC tag is non-zero. */
export function isKycVerified(
  info: (Pick<MemberInfo, 'kyc_person_level'> & { readonly member_tag?: { readonly KYC?: number } }) | null | undefined,
): boolean {
  return Boolean(info && (Number(info.kyc_person_level) !== 0 || Number(info.member_tag?.KYC ?? 0) !== 0));
}

export async function fetchMemberInfo(): Promise<MemberInfo> {
  return (await http.call(memberInfoFacts, {})).result;
}

/** GET /user/public/get-white-hosts: origins redirects may go to (REDIR-8). */
export async function fetchWhiteHosts(): Promise<string[]> {
  return (await http.call(whiteHostsFacts, {}, { cache: true })).result?.hosts ?? [];
}
