/**
 * AFF-1, AFF-4: the channel a visitor arrived through, read from the
 * landing query. Registration sends it (REG-5) and the landings show who
 * invited the visitor; the rule lives here once for both.
 */
export type ChannelMedium = 'affiliate' | 'broker' | 'referral' | 'normal';

/** AFF-4: affiliate ids are all digits (ASCII); anything else is refused before any request. */
export function isAffiliateId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9]{1,20}$/.test(value);
}

/** A referral code as people type and share it: letters, digits, `_` and `-`. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The referral code of a landing query: `ref`, else `user_code`. */
export function referralCodeOf(query: URLSearchParams): string {
  return (query.get('ref') ?? query.get('user_code') ?? '').trim();
}

/** Channel info (AFF-1): affiliate links, broker and referral codes, else normal. */
export function channelOf(query: URLSearchParams): { medium: ChannelMedium; userCode: string } {
  const affiliate = query.get('affiliate_id');
  if (isAffiliateId(affiliate)) return { medium: 'affiliate', userCode: affiliate };
  const broker = query.get('broker_id');
  if (broker) return { medium: 'broker', userCode: broker };
  const ref = query.get('ref') ?? query.get('user_code');
  if (ref) return { medium: 'referral', userCode: ref };
  return { medium: 'normal', userCode: '' };
}
