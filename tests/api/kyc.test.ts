import { expect, it } from 'vitest';

import { EEA_COUNTRIES } from '@/server/db/seed-data';

import { describeEachDriver } from './harness';
import { auth, DEMO_UID, get, tokenFor } from './helpers';

interface RcConfig {
  siteId: string;
  rcList: string[];
  needKyc: boolean;
}

const RC_URL = '/x-api/v3/private/kyc/get-rc-config';

describeEachDriver('kyc rc config', (h) => {
  it('CMP-6 answers the EU site: the EEA countries, KYC required', async () => {
    const token = await tokenFor(h.db, DEMO_UID);
    const { status, body } = await get<RcConfig>(h.app, `${RC_URL}?site_id=EU`, auth(token));
    expect(status).toBe(200);
    expect(body.ret_code).toBe(0);
    expect(body.result.siteId).toBe('EU');
    expect(body.result.needKyc).toBe(true);
    expect([...body.result.rcList].sort()).toEqual([...EEA_COUNTRIES].sort());
  });

  it('CMP-6 the global site needs no KYC; site ids are case-insensitive', async () => {
    const token = await tokenFor(h.db, DEMO_UID);
    const { body } = await get<RcConfig>(h.app, `${RC_URL}?site_id=bybit`, auth(token));
    expect(body.result).toEqual({ siteId: 'BYBIT', rcList: [], needKyc: false });
    const kaz = await get<RcConfig>(h.app, `${RC_URL}?site_id=KAZ`, auth(token));
    expect(kaz.body.result).toEqual({ siteId: 'KAZ', rcList: ['KZ'], needKyc: true });
  });

  it('CMP-6 an unknown site answers 10001 Invalid site_id', async () => {
    const token = await tokenFor(h.db, DEMO_UID);
    const { status, body } = await get(h.app, `${RC_URL}?site_id=MARS`, auth(token));
    expect(status).toBe(200);
    expect(body).toMatchObject({ ret_code: 10001, ret_msg: 'Invalid site_id', result: {} });
  });

  it('CMP-6 a missing site_id answers 10001 naming it', async () => {
    const token = await tokenFor(h.db, DEMO_UID);
    const { status, body } = await get(h.app, RC_URL, auth(token));
    expect(status).toBe(400);
    expect(body.ret_code).toBe(10001);
    expect(body.ret_msg).toMatch(/site_id/);
  });

  it('CMP-6 is private: no token answers 10006 before any validation', async () => {
    const withSite = await get(h.app, `${RC_URL}?site_id=EU`);
    const withoutSite = await get(h.app, RC_URL);
    expect(withSite.status).toBe(200);
    expect(withSite.body).toMatchObject({ ret_code: 10006, ret_msg: 'Session expired, please log in again' });
    expect(withoutSite.body.ret_code).toBe(10006);
  });

  it('CMP-6 reads the kyc_rc_config table', async () => {
    const token = await tokenFor(h.db, DEMO_UID);
    await h.db.query(`update kyc_rc_config set rc_list = '["TR","CY"]' where site_id = 'TUR'`);
    const { body } = await get<RcConfig>(h.app, `${RC_URL}?site_id=TUR`, auth(token));
    expect(body.result.rcList).toEqual(['TR', 'CY']);
    await h.db.query(`update kyc_rc_config set rc_list = '["TR"]' where site_id = 'TUR'`);
  });
});
