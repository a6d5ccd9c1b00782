import { describe, expect, it } from 'vitest';

import { createPageBanners } from '@/services/server/page-banners';
import { answeringApi } from '@/services/server/test-support';

describe('the banners sent with a registration page', () => {
  it('REG-12 asks /v3/config/banner once per language and keys, then serves what it kept', async () => {
    const { calls, fetch } = answeringApi([
      { data: [{ key: 'signup_bonus', content: '50' }] },
      { data: [{ key: 'signup_bonus', content: '50' }] },
    ]);
    let clock = 0;
    const banners = createPageBanners({ apiOrigin: 'http://api', ttlMs: 1000, fetch, now: () => clock });
    expect(await banners(['signup_bonus'], 'en')).toEqual([{ key: 'signup_bonus', content: '50' }]);
    clock = 999;
    expect(await banners(['signup_bonus'], 'en')).toEqual([{ key: 'signup_bonus', content: '50' }]);
    expect(calls).toEqual([
      {
        url: 'http://api/x-api/v3/config/banner',
        body: { project: 'web', keys: ['signup_bonus'], properties: { language: 'en' } },
      },
    ]);
    // another language is another answer
    await banners(['signup_bonus'], 'ar-SA');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ properties: { language: 'ar-SA' } });
  });

  it('REG-12 with no answer the page goes without (the browser asks), and the next page asks again', async () => {
    const { calls, fetch } = answeringApi([null, { data: [{ key: 'signup_bonus_eu', content: '30' }] }]);
    const banners = createPageBanners({ apiOrigin: 'http://api', ttlMs: 30_000, fetch });
    expect(await banners(['signup_bonus_eu'], 'en')).toBeNull();
    expect(await banners(['signup_bonus_eu'], 'en')).toEqual([{ key: 'signup_bonus_eu', content: '30' }]);
    expect(calls).toHaveLength(2);
  });
});
