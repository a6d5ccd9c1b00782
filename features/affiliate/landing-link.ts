import { isAffiliateId } from '@/services/attribution';

/** AFF-8: the Korea new-user activity shows on landings read in this language only. */
export const KOREA_ACTIVITY_LOCALE = 'ko-KR';

/** What a landing does to learn about an affiliate, given its id (AFF-2..4). */
export type AffiliateLookup = { readonly kind: 'none' } | { readonly kind: 'lookup'; readonly affiliateId: string };

/** AFF-4: no lookup at all unless the id is all digits. */
export function affiliateLookupFor(affiliateId: string | null): AffiliateLookup {
  return isAffiliateId(affiliateId) ? { kind: 'lookup', affiliateId } : { kind: 'none' };
}
