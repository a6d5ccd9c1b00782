import { describe, expect, it } from 'vitest';

import { login, userWithPassword } from './accounts-helpers';
import { describeEachDriver, openTestDatabase } from './harness';
import { auth, get, post } from './helpers';

interface Guide {
  guideConfigs: { siteId: string; country2: string[] }[];
  showMode: string;
  countries2: string[];
}

describeEachDriver('residence guide and KYC country (DLG-2)', (h) => {
  it('DLG-2 the guide config lists countries by siteId EU, BYBIT and Default, with showMode and countries2', async () => {
    const res = await get<Guide>(h.app, '/x-api/v3/public/residence/guide-config');
    expect(res.body.ret_code).toBe(0);
    const { guideConfigs, showMode, countries2 } = res.body.result;
    expect(guideConfigs.map((g) => g.siteId)).toEqual(['EU', 'BYBIT', 'Default']);
    expect(guideConfigs[0].country2).toContain('DE');
    // the Netherlands has a site of its own
    expect(guideConfigs[0].country2).not.toContain('NL');
    expect(showMode).toBe('popup');
    expect(countries2).toEqual([]);
  });

  it('DLG-2 a malformed stored guide is served empty and switched off, never as it is', async () => {
    const saved = await h.db.query<{ value: string }>(
      "select value from app_config where project = 'residence' and name = 'guide'",
    );
    try {
      await h.db.query("update app_config set value = $1 where project = 'residence' and name = 'guide'", [
        '{"guideConfigs":[{"siteId":"XX","country2":["DE"]},{"siteId":"EU","country2":["de","<b>",7,"FR"]}]}',
      ]);
      const res = await get<Guide>(h.app, '/x-api/v3/public/residence/guide-config');
      expect(res.body.result).toEqual({
        guideConfigs: [{ siteId: 'EU', country2: ['FR'] }],
        showMode: 'none',
        countries2: [],
      });
      await h.db.query("update app_config set value = 'not json' where project = 'residence' and name = 'guide'");
      const broken = await get<Guide>(h.app, '/x-api/v3/public/residence/guide-config');
      expect(broken.body.result).toEqual({ guideConfigs: [], showMode: 'none', countries2: [] });
    } finally {
      await h.db.query("update app_config set value = $1 where project = 'residence' and name = 'guide'", [
        saved.rows[0].value,
      ]);
    }
  });

  it('DLG-2 member info names the KYC country only once identity is verified', async () => {
    const user = await userWithPassword(h.db);
    const session = await login(h.app, user.email ?? '', user.password);
    const token = session.body.result.token;
    const state = (body: Record<string, unknown>) =>
      post(h.app, '/x-api/dev/accounts/state', { email: user.email, ...body });

    expect((await state({ kyc_country: 'NL' })).body.ret_code).toBe(0);
    const unverified = await get<{ kyc_country: string }>(h.app, '/x-api/user/private/member/info', auth(token));
    expect(unverified.body.result.kyc_country).toBe('');

    await state({ kyc_person_level: 1 });
    const verified = await get<{ kyc_country: string }>(h.app, '/x-api/user/private/member/info', auth(token));
    expect(verified.body.result.kyc_country).toBe('NL');
  });

  it('DLG-2 the dev state route refuses what is not a country, and unknown accounts', async () => {
    expect((await post(h.app, '/x-api/dev/accounts/state', { email: 'x@example.com', kyc_country: 'nl' })).status).toBe(
      400,
    );
    expect((await post(h.app, '/x-api/dev/accounts/state', { email: 'nobody@example.com' })).body.ret_code).toBe(10001);
  });
});

describeEachDriver('UTA upgrade (DLG-3)', (h) => {
  it('DLG-3 an account being created refuses the login and names the UTA_UPGRADE_ERROR dialog', async () => {
    const user = await userWithPassword(h.db);
    await post(h.app, '/x-api/dev/accounts/state', { email: user.email, status: 4 });
    const res = await login(h.app, user.email ?? '', user.password);
    expect(res.body.ret_code).toBe(30086);
    expect(res.body.result).toEqual({ dialog: 'UTA_UPGRADE_ERROR' });
    expect(res.body.result).not.toHaveProperty('token');
  });

  it('DLG-3 a wrong password on such an account is still only a wrong password', async () => {
    const user = await userWithPassword(h.db);
    await post(h.app, '/x-api/dev/accounts/state', { email: user.email, status: 4 });
    const res = await login(h.app, user.email ?? '', 'Wrong12345');
    expect(res.body.ret_code).toBe(31002);
  });
});

describe('residence routes in production', () => {
  it('DLG-2 the dev state route is not there when dev routes are off', async () => {
    const { buildApp } = await import('@/server/app');
    const db = await openTestDatabase();
    const app = await buildApp({ db, logLevel: 'silent', accounts: { devRoutes: false } });
    try {
      const res = await post(app, '/x-api/dev/accounts/state', { email: 'a@example.com', status: 4 });
      expect(res.body.ret_code).not.toBe(0);
      expect(res.status).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
