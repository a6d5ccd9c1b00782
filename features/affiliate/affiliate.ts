import type { AnonymityAnswer, Inviter, OpenInfoAnswer, ReferralCodeInfo } from '@/services/api/affiliate';
import { REFERRAL_CODE_PATTERN } from '@/services/attribution';

/** AFF-2: the group-info types a landing shows (0 and 1); the api may hold others. */
export const SHOWN_GROUP_TYPES: readonly number[] = [0, 1];

/** AFF-2: what the landing shows of an affiliate. */
export interface AffiliateCardData {
  readonly nickname: string;
  /** an https or same-site image; '' when there is none to show */
  readonly headimg: string;
  readonly signature: string;
  readonly content: string;
  readonly groups: readonly { readonly type: number; readonly content: string }[];
}

/** An image the page may load: https, or a path of this site. Anything else is not shown. */
export function safeImageSrc(value: unknown): string {
  if (typeof value !== 'string') return '';
  const src = value.trim();
  if (/^\/(?![/\\])[^\s]*$/.test(src)) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : '';
  } catch {
    return '';
  }
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** AFF-2: the card from open-info; only group types 0 and 1 are kept; null when there is no one to show. */
export function affiliateCardOf(info: OpenInfoAnswer | null): AffiliateCardData | null {
  if (!info) return null;
  const nickname = text(info.nickname, 64);
  if (!nickname) return null;
  const groups = (Array.isArray(info.groupInfo) ? info.groupInfo : [])
    .filter((g) => SHOWN_GROUP_TYPES.includes(Number(g?.type)) && text(g?.content, 200))
    .map((g) => ({ type: Number(g.type), content: text(g.content, 200) }));
  return {
    nickname,
    headimg: safeImageSrc(info.headimg),
    signature: text(info.personality?.personalSignature, 200),
    content: text(info.personality?.content, 600),
    groups,
  };
}

/** AFF-3: the affiliate is shown unless anonymity says not to (no answer: not shown). */
export function affiliateShown(anonymity: AnonymityAnswer | null): boolean {
  return anonymity?.isShow === true;
}

/** AFF-5: the referral scenes. */
export const REFERRAL_SCENES = { normal: 0, affiliate: 1, referral: 2, broker: 3 } as const;

/** AFF-5, AFF-6: what the invite landing says of a referral code. */
export type ReferralCheck =
  | { readonly kind: 'empty' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'valid'; readonly scene: number; readonly inviter: Inviter | null };

/** AFF-5: a typed code is checked locally first, then by the api's answer (info.success). */
export function referralCheckOf(code: string, info: ReferralCodeInfo | null): ReferralCheck {
  const trimmed = code.trim();
  if (!trimmed) return { kind: 'empty' };
  if (!REFERRAL_CODE_PATTERN.test(trimmed)) return { kind: 'malformed' };
  if (!info || !info.info?.success) return { kind: 'unknown' };
  const inviter = info.inviter && info.scene === REFERRAL_SCENES.referral ? info.inviter : null;
  return { kind: 'valid', scene: info.scene, inviter };
}

/**
 * AFF-6: a share token's value names the referral code (and the inviter):
 * a JSON object `{ ref, inviterId }` or a bare code.
 */
export function referralFromShareValue(value: string): { ref: string; inviterId: string } | null {
  const raw = value.trim();
  if (!raw) return null;
  if (REFERRAL_CODE_PATTERN.test(raw)) return { ref: raw, inviterId: '' };
  try {
    const parsed = JSON.parse(raw) as { ref?: unknown; inviterId?: unknown };
    const ref = typeof parsed.ref === 'string' ? parsed.ref.trim() : '';
    if (!REFERRAL_CODE_PATTERN.test(ref)) return null;
    const inviterId =
      typeof parsed.inviterId === 'string' && /^[0-9]{1,20}$/.test(parsed.inviterId) ? parsed.inviterId : '';
    return { ref, inviterId };
  } catch {
    return null;
  }
}

/**
 * REDIR-11, REG-5: the landing's address with the referral code the person
 * settled on; registration reads its attribution from the page address, so
 * the code goes there (`ref`, replacing `user_code`). Other fields stay.
 */
export function hrefWithReferral(href: string, code: string): string {
  const url = new URL(href);
  url.searchParams.delete('user_code');
  const trimmed = code.trim();
  if (trimmed) url.searchParams.set('ref', trimmed);
  else url.searchParams.delete('ref');
  return url.href;
}
