import { describe, expect, it, vi } from 'vitest';

import { formatAmount } from '@/components/i18n/amount';
import {
  affiliateCardOf,
  affiliateShown,
  hrefWithReferral,
  referralCheckOf,
  referralFromShareValue,
  safeImageSrc,
} from '@/features/affiliate/affiliate';
import {
  checkReferralCode,
  koreaActivityShown,
  koreaRewardOf,
  loadAffiliateCard,
  loadInvitation,
} from '@/features/affiliate/landing';
import { affiliateLookupFor } from '@/features/affiliate/landing-link';
import type { ReferralCodeInfo } from '@/services/api/affiliate';
import { isAffiliateId } from '@/services/attribution';

const OPEN_INFO = {
  nickname: ' CryptoAcademy ',
  headimg: '/images/avatars/affiliate-1.svg',
  personality: { personalSignature: 'Learn first.', content: 'Welcome bonus.' },
  groupInfo: [
    { type: 0, content: 'Weekly briefings' },
    { type: 1, content: 'Trading group' },
    { type: 2, content: 'internal note' },
    { type: 1, content: '' },
  ],
};

describe('affiliate card (AFF-2)', () => {
  it('AFF-2 keeps nickname, head image, signature, content and only group types 0 and 1', () => {
    expect(affiliateCardOf(OPEN_INFO)).toEqual({
      nickname: 'CryptoAcademy',
      headimg: '/images/avatars/affiliate-1.svg',
      signature: 'Learn first.',
      content: 'Welcome bonus.',
      groups: [
        { type: 0, content: 'Weekly briefings' },
        { type: 1, content: 'Trading group' },
      ],
    });
  });

  it('AFF-2 shows no card without an answer or a nickname', () => {
    expect(affiliateCardOf(null)).toBeNull();
    expect(affiliateCardOf({ ...OPEN_INFO, nickname: '  ' })).toBeNull();
  });

  it('AFF-2 a head image is shown only from https or this site', () => {
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('/images/a.svg')).toBe('/images/a.svg');
    for (const bad of [
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.png',
      '/\\evil.example',
      42,
      null,
    ]) {
      expect(safeImageSrc(bad), String(bad)).toBe('');
    }
  });
});

describe('affiliate lookups (AFF-3, AFF-4)', () => {
  it('AFF-4 refuses locally any affiliate id that is not all ASCII digits', () => {
    for (const id of ['10001a', '', ' 10001', '１０００１', '1e3', '-1', null]) {
      expect(isAffiliateId(id), String(id)).toBe(false);
      expect(affiliateLookupFor(id)).toEqual({ kind: 'none' });
    }
    expect(affiliateLookupFor('10001')).toEqual({ kind: 'lookup', affiliateId: '10001' });
  });

  it('AFF-3 the affiliate is shown only when anonymity says isShow', () => {
    expect(affiliateShown({ isShow: true, code: '' })).toBe(true);
    expect(affiliateShown({ isShow: false, code: 'x' })).toBe(false);
    expect(affiliateShown(null)).toBe(false);
  });

  it('AFF-4 a non-digit id makes no request at all', async () => {
    const deps = { anonymity: vi.fn(), openInfo: vi.fn(), ipCountry: vi.fn() };
    expect(await loadAffiliateCard(new URLSearchParams('affiliate_id=10001x'), deps)).toBeNull();
    expect(deps.anonymity).not.toHaveBeenCalled();
    expect(deps.openInfo).not.toHaveBeenCalled();
  });

  it('AFF-3 an anonymous affiliate (or a silent ERR-10 answer) is not looked up further', async () => {
    for (const answer of [{ isShow: false, code: '' }, null]) {
      const deps = { anonymity: vi.fn().mockResolvedValue(answer), openInfo: vi.fn(), ipCountry: vi.fn() };
      expect(await loadAffiliateCard(new URLSearchParams('affiliate_id=10002'), deps)).toBeNull();
      expect(deps.openInfo).not.toHaveBeenCalled();
    }
  });

  it('AFF-2 open-info is asked with the id, the visitor country and the link group', async () => {
    const deps = {
      anonymity: vi.fn().mockResolvedValue({ isShow: true, code: '' }),
      openInfo: vi.fn().mockResolvedValue(OPEN_INFO),
      ipCountry: vi.fn().mockResolvedValue('DE'),
    };
    const card = await loadAffiliateCard(new URLSearchParams('affiliate_id=10001&group_id=g7'), deps);
    expect(deps.anonymity).toHaveBeenCalledWith('10001');
    expect(deps.openInfo).toHaveBeenCalledWith({ affid: '10001', country: 'DE', group_id: 'g7' });
    expect(card?.nickname).toBe('CryptoAcademy');
  });

  it('AFF-2 an unknown visitor country still shows the card', async () => {
    const deps = {
      anonymity: vi.fn().mockResolvedValue({ isShow: true, code: '' }),
      openInfo: vi.fn().mockResolvedValue(OPEN_INFO),
      ipCountry: vi.fn().mockRejectedValue(new Error('down')),
    };
    await loadAffiliateCard(new URLSearchParams('affiliate_id=10001'), deps);
    expect(deps.openInfo).toHaveBeenCalledWith({ affid: '10001', country: '', group_id: '' });
  });
});

const info = (over: Partial<ReferralCodeInfo> = {}): ReferralCodeInfo => ({
  valid: true,
  scene: 2,
  tpl: 'referral',
  info: { success: true },
  inviter: { id: '20001', nickname: 'Satoshi Friend', country: 'GB' },
  ...over,
});

describe('referral codes (AFF-5, AFF-6)', () => {
  it('AFF-5 a code is empty, malformed, unknown (info.success false) or valid with its scene', () => {
    expect(referralCheckOf(' ', null)).toEqual({ kind: 'empty' });
    expect(referralCheckOf('bad code!', info())).toEqual({ kind: 'malformed' });
    expect(referralCheckOf('NOPE', info({ valid: false, info: { success: false }, inviter: null }))).toEqual({
      kind: 'unknown',
    });
    expect(referralCheckOf('REF2024', info())).toEqual({
      kind: 'valid',
      scene: 2,
      inviter: { id: '20001', nickname: 'Satoshi Friend', country: 'GB' },
    });
  });

  it('AFF-5 only a referral-scene code names an inviter (affiliate, broker and normal codes do not)', () => {
    for (const scene of [0, 1, 3]) {
      expect(referralCheckOf('AFF10001', info({ scene }))).toEqual({ kind: 'valid', scene, inviter: null });
    }
  });

  it('AFF-6 the inviter picture is asked by inviter id with country', async () => {
    const deps = { codeInfo: vi.fn().mockResolvedValue(info()), headimg: vi.fn().mockResolvedValue('/images/i.svg') };
    const result = await checkReferralCode(' REF2024 ', deps);
    expect(deps.codeInfo).toHaveBeenCalledWith('REF2024');
    expect(deps.headimg).toHaveBeenCalledWith('20001', 'GB');
    expect(result.headimg).toBe('/images/i.svg');
  });

  it('AFF-5 a malformed code is not sent to the api', async () => {
    const deps = { codeInfo: vi.fn(), headimg: vi.fn() };
    expect((await checkReferralCode('<script>', deps)).check).toEqual({ kind: 'malformed' });
    expect(deps.codeInfo).not.toHaveBeenCalled();
  });

  it('AFF-6 a share token stands for its referral code (common-share-info value)', async () => {
    expect(referralFromShareValue('{"ref":"REF2024","inviterId":"20001"}')).toEqual({
      ref: 'REF2024',
      inviterId: '20001',
    });
    expect(referralFromShareValue('FRIEND7')).toEqual({ ref: 'FRIEND7', inviterId: '' });
    expect(referralFromShareValue('{"ref":"a b"}')).toBeNull();
    expect(referralFromShareValue('{oops')).toBeNull();
    expect(referralFromShareValue('')).toBeNull();

    const deps = {
      shareInfo: vi.fn().mockResolvedValue('{"ref":"REF2024","inviterId":"20001"}'),
      codeInfo: vi.fn().mockResolvedValue(info()),
      headimg: vi.fn().mockResolvedValue(''),
    };
    const invitation = await loadInvitation(new URLSearchParams('token=share-ref2024'), deps);
    expect(deps.shareInfo).toHaveBeenCalledWith('share-ref2024');
    expect(invitation.code).toBe('REF2024');
    expect(invitation.check.kind).toBe('valid');
  });

  it('AFF-5 a ref in the link wins over a token; user_code is read too', async () => {
    const deps = {
      shareInfo: vi.fn(),
      codeInfo: vi.fn().mockResolvedValue(info()),
      headimg: vi.fn().mockResolvedValue(''),
    };
    expect((await loadInvitation(new URLSearchParams('ref=REF2024&token=t1'), deps)).code).toBe('REF2024');
    expect((await loadInvitation(new URLSearchParams('user_code=FRIEND7'), deps)).code).toBe('FRIEND7');
    expect(deps.shareInfo).not.toHaveBeenCalled();
  });

  it('REDIR-11 REG-5 the settled code goes into the page address as ref; the other fields stay', () => {
    const page = 'https://www.example.com/en/friend-invite?user_code=OLD&utm_source=x&affiliate_id=7';
    expect(hrefWithReferral(page, ' NEW1 ')).toBe(
      'https://www.example.com/en/friend-invite?utm_source=x&affiliate_id=7&ref=NEW1',
    );
    expect(hrefWithReferral(`${page}&ref=NEW1`, '')).toBe(
      'https://www.example.com/en/friend-invite?utm_source=x&affiliate_id=7',
    );
  });
});

describe('Korea home (AFF-8)', () => {
  const activity = { enabled: true, reward: { amount: '50', currency: 'USDT' }, endTime: 2_000 };

  it('AFF-8 the activity shows in Korean while it runs', () => {
    expect(koreaActivityShown('ko-KR', activity, 1_000)).toBe(true);
    expect(koreaActivityShown('en', activity, 1_000)).toBe(false);
    expect(koreaActivityShown('ko-KR', activity, 2_000)).toBe(false);
    expect(koreaActivityShown('ko-KR', { ...activity, enabled: false }, 1_000)).toBe(false);
    expect(koreaActivityShown('ko-KR', null, 1_000)).toBe(false);
  });

  it('AFF-8 the reward is one amount in its one currency, written in Korean as Intl writes money', () => {
    const reward = koreaRewardOf(activity);
    expect(reward).toEqual({ value: 50, currency: 'USDT' });
    expect(formatAmount(reward!, 'ko-KR').replace(/\u00a0/g, ' ')).toBe('USDT 50');
  });

  it('AFF-8 a reward whose amount names another currency, or is no number, is not shown', () => {
    expect(koreaRewardOf({ reward: { amount: '$50', currency: 'USDT' } })).toBeNull();
    expect(koreaRewardOf({ reward: { amount: 'fifty', currency: 'USDT' } })).toBeNull();
  });
});
