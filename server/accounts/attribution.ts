import type { Queryable } from '../db';

/** AFF-1: the channel a visitor arrived through; tracked scenes normal, affiliate, referral, broker. */
export const MEDIA = ['affiliate', 'broker', 'referral', 'normal'] as const;
export type Medium = (typeof MEDIA)[number];

/** AFF-7: campaign tags of non-crypto campaigns. */
export const NON_CRYPTO_CAMPAIGN_TAGS: readonly string[] = ['fox', 'gmb', 'stk', 'esp'];

/** AFF-4: an affiliate id is all (ASCII) digits; anything else names no affiliate. */
export function isAffiliateId(value: string): boolean {
  return /^[0-9]{1,20}$/.test(value);
}

/** REDIR-11: the campaign fields kept with the account as they came. */
export const CAMPAIGN_FIELDS = [
  'group_id',
  'group_type',
  'campaign',
  'source',
  'utmsource',
  'content',
  'stage',
  'term',
  'regist_channel',
] as const;

/** AFF-1, REG-5: what an account keeps of how its person arrived (the first touch). */
export interface Attribution {
  readonly medium: Medium;
  /** the affiliate id, broker id or referral code of the medium; '' for normal */
  readonly user_code: string;
  readonly affiliate_id: string | null;
  readonly referral_code: string | null;
  readonly campaign_tags: Readonly<Partial<Record<(typeof CAMPAIGN_FIELDS)[number], string>>>;
  /** AFF-7: the campaign is a non-crypto one */
  readonly non_crypto: boolean;
  readonly first_touch_at: string;
}

const text = (value: unknown, max = 128): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max && !/[\u0000-\u001f<>]/.test(trimmed) ? trimmed : null;
};

/**
 * AFF-1, AFF-4, AFF-7: the attribution of a registration's payload (the
 * channel fields the page sent with it). An affiliate id counts only when it
 * is all digits; the medium the page named is checked against the codes.
 */
export function attributionFrom(payload: Readonly<Record<string, unknown>>, firstTouch: Date): Attribution {
  const affiliate = text(payload.affiliate_id);
  const affiliateId = affiliate && isAffiliateId(affiliate) ? affiliate : null;
  const referral = text(payload.ref) ?? text(payload.user_code) ?? text(payload.userCode);
  const said = text(payload.medium);
  let medium: Medium = 'normal';
  let userCode = '';
  if (said === 'broker' && text(payload.userCode)) {
    medium = 'broker';
    userCode = text(payload.userCode) as string;
  } else if (affiliateId) {
    medium = 'affiliate';
    userCode = affiliateId;
  } else if (referral) {
    medium = 'referral';
    userCode = referral;
  }
  const tags: Partial<Record<(typeof CAMPAIGN_FIELDS)[number], string>> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = text(payload[field]);
    if (value) tags[field] = value;
  }
  const campaign = (tags.campaign ?? '').toLowerCase();
  return {
    medium,
    user_code: userCode,
    affiliate_id: affiliateId,
    referral_code: medium === 'referral' ? userCode : null,
    campaign_tags: tags,
    non_crypto: NON_CRYPTO_CAMPAIGN_TAGS.includes(campaign),
    first_touch_at: firstTouch.toISOString(),
  };
}

/** AFF-1: records an account's attribution once (the first touch wins). */
export async function recordAttribution(db: Queryable, userId: string | number, attribution: Attribution) {
  await db.query('update users set signup_payload = $2::jsonb where id = $1 and signup_payload is null', [
    userId,
    JSON.stringify(attribution),
  ]);
}
