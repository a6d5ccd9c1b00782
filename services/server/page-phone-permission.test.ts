import { describe, expect, it } from 'vitest';

import { createPagePhonePermission } from '@/services/server/page-phone-permission';
import { answeringApi } from '@/services/server/test-support';

const KAZ = { site_id: 'KAZ', email: true, mobile: false, login_email: true, login_mobile: false };

describe('the phone permission sent with a sign-in page', () => {
  it('LOGIN-2 REG-3 asks permission_v2 once per site, then serves what it kept (only what the form reads)', async () => {
    const { urls: calls, fetch } = answeringApi([KAZ, { ...KAZ, site_id: 'BYBIT', mobile: true, login_mobile: true }]);
    let clock = 0;
    const permission = createPagePhonePermission({ apiOrigin: 'http://api', ttlMs: 1000, fetch, now: () => clock });
    expect(await permission('KAZ')).toEqual({ mobile: false, login_mobile: false });
    clock = 999;
    expect(await permission('KAZ')).toEqual({ mobile: false, login_mobile: false });
    expect(calls).toEqual(['http://api/x-api/register/permission_v2?site_id=KAZ']);
    expect(await permission('BYBIT')).toEqual({ mobile: true, login_mobile: true });
    expect(calls).toHaveLength(2);
  });

  it('LOGIN-2 with no answer the page goes without (the browser asks), and the next page asks again', async () => {
    const { urls: calls, fetch } = answeringApi([null, KAZ]);
    const permission = createPagePhonePermission({ apiOrigin: 'http://api', ttlMs: 30_000, fetch });
    expect(await permission('KAZ')).toBeNull();
    expect(await permission('KAZ')).toEqual({ mobile: false, login_mobile: false });
    expect(calls).toHaveLength(2);
  });
});
