import { describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { EEA_COUNTRIES } from '@/server/db/seed-data';

import { describeEachDriver } from './harness';
import { get } from './helpers';

interface Regulation {
  restrictOperate: boolean;
  regulationCountry: string;
}
interface Rule {
  element: string;
  action: string;
  ext: unknown;
  priority: number;
  siteId: string;
  account: string[];
  rc: string[];
  logic: string;
}
interface StaticConfig {
  redeemAmount: { ext: unknown };
  hideRedeemSite: { action: string; siteIds: string[] };
  zhHostnameList: { ext: string[] };
  rules: Rule[];
}

const REGULATION = '/x-api/compliance/v1/wall/regulation-info';
const IP_COUNTRY = '/user/public/ip-country';
const STATIC = '/x-api/compliance/v1/static-config';

describeEachDriver('compliance endpoints', (h) => {
  describe('GET regulation-info', () => {
    it('CMP-4 an EEA country (X-Country DE) is restricted and regulated as itself', async () => {
      const { status, body } = await get<Regulation>(h.app, REGULATION, { 'X-Country': 'DE' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ret_code: 0, result: { restrictOperate: true, regulationCountry: 'DE' } });
      expect(Object.keys(body.result).sort()).toEqual(['regulationCountry', 'restrictOperate']);
    });

    it('CMP-4 every EEA country is restricted', async () => {
      for (const country of EEA_COUNTRIES) {
        const { body } = await get<Regulation>(h.app, REGULATION, { 'X-Country': country });
        expect(body.result, country).toEqual({ restrictOperate: true, regulationCountry: country });
      }
    });

    it('CMP-4 a non-EEA country is not restricted; an unlisted one is its own regulation country', async () => {
      const gb = await get<Regulation>(h.app, REGULATION, { 'X-Country': 'GB' });
      expect(gb.body.result).toEqual({ restrictOperate: false, regulationCountry: 'GB' });
      const br = await get<Regulation>(h.app, REGULATION, { 'X-Country': 'br' });
      expect(br.body.result).toEqual({ restrictOperate: false, regulationCountry: 'BR' });
    });

    it('CMP-4 without headers the country is GB; CF-IPCountry is used when there is no override', async () => {
      const none = await get<Regulation>(h.app, REGULATION);
      expect(none.body.result).toEqual({ restrictOperate: false, regulationCountry: 'GB' });
      const cdn = await get<Regulation>(h.app, REGULATION, { 'CF-IPCountry': 'FR' });
      expect(cdn.body.result).toEqual({ restrictOperate: true, regulationCountry: 'FR' });
      const tor = await get<Regulation>(h.app, REGULATION, { 'CF-IPCountry': 'T1' });
      expect(tor.body.result.regulationCountry).toBe('GB');
    });

    it('CMP-4 X-Country wins over CF-IPCountry; a malformed X-Country is refused with 10001', async () => {
      const both = await get<Regulation>(h.app, REGULATION, { 'X-Country': 'GB', 'CF-IPCountry': 'FR' });
      expect(both.body.result.regulationCountry).toBe('GB');
      const bad = await get(h.app, REGULATION, { 'X-Country': 'DEU' });
      expect(bad.body.ret_code).toBe(10001);
      expect(bad.body.ret_msg).toMatch(/X-Country/);
    });

    it('CMP-4 reads the country_regulation table', async () => {
      await h.db.query("insert into country_regulation values ('ZZ', 'EU', true)");
      const { body } = await get<Regulation>(h.app, REGULATION, { 'X-Country': 'ZZ' });
      expect(body.result).toEqual({ restrictOperate: true, regulationCountry: 'EU' });
      await h.db.query("delete from country_regulation where country = 'ZZ'");
    });

    it('SEC-5 CMP-4 a client that reaches the api directly, from an address it does not trust, cannot name its country', async () => {
      for (const headers of [{ 'CF-IPCountry': 'US' }, { 'X-Country': 'TR' }]) {
        const res = await h.app.inject({ url: `/x-api${IP_COUNTRY}`, headers, remoteAddress: '203.0.113.7' });
        expect(res.json<{ result: { code: string } }>().result.code).toBe('GB');
        const viaWeb = await h.app.inject({ url: `/x-api${IP_COUNTRY}`, headers, remoteAddress: '127.0.0.1' });
        expect(viaWeb.json<{ result: { code: string } }>().result.code).toBe(Object.values(headers)[0]);
      }
    });

    it('CMP-4 with overrides disabled (production) X-Country is ignored', async () => {
      const app = await buildApp({ db: h.db, logLevel: 'silent', countryOverride: false });
      try {
        const { body } = await get<Regulation>(app, REGULATION, { 'X-Country': 'DE', 'CF-IPCountry': 'GB' });
        expect(body.result).toEqual({ restrictOperate: false, regulationCountry: 'GB' });
      } finally {
        await app.close();
      }
    });
  });

  describe('GET static-config', () => {
    it('CMP-5 answers redeemAmount (ext), hideRedeemSite (action hide, siteIds) and zhHostnameList (ext)', async () => {
      const { status, body } = await get<StaticConfig>(h.app, STATIC);
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      expect(body.result.redeemAmount).toHaveProperty('ext');
      expect(body.result.hideRedeemSite.action).toBe('hide');
      expect(body.result.hideRedeemSite.siteIds).toContain('EU');
      expect(Array.isArray(body.result.zhHostnameList.ext)).toBe(true);
      expect(body.result.zhHostnameList.ext.length).toBeGreaterThan(0);
    });

    it('CMP-2 rule entries carry element, action, ext, priority, siteId, account, rc and logic', async () => {
      const { body } = await get<StaticConfig>(h.app, STATIC);
      const rules = body.result.rules;
      expect(rules.length).toBeGreaterThanOrEqual(6);
      for (const r of rules) {
        expect(Object.keys(r).sort()).toEqual([
          'account',
          'action',
          'element',
          'ext',
          'logic',
          'priority',
          'rc',
          'siteId',
        ]);
        expect(typeof r.priority).toBe('number');
        expect(['or', 'and']).toContain(r.logic);
        expect(Array.isArray(r.account) && Array.isArray(r.rc)).toBe(true);
      }
      expect(rules).toContainEqual(
        expect.objectContaining({ element: 'register.phoneTab', action: 'hide', siteId: 'KAZ' }),
      );
      expect(rules).toContainEqual(
        expect.objectContaining({ element: 'bonus.banner', action: 'hide', siteId: '', rc: ['US', 'CA'] }),
      );
    });

    it('CMP-2 clashing rules on one element come with different priorities, highest first', async () => {
      const { body } = await get<StaticConfig>(h.app, STATIC);
      const notice = body.result.rules.filter((r) => r.element === 'risk.notice' && r.siteId === 'EU');
      expect(notice.map((r) => r.action)).toEqual(['show', 'hide']);
      expect(notice[0].priority).toBeGreaterThan(notice[1].priority);
      expect(notice[0].rc).toContain('DE');
    });

    it('CMP-1 serves the enabled rules of the compliance_rules table', async () => {
      await h.db.query(
        `insert into compliance_rules (id, element, action, priority, site_id, rc, logic, enabled) values
         ('t-on', 'test.element', 'hide', 3, 'TUR', '["TR"]', 'and', true),
         ('t-off', 'test.off', 'hide', 1, '', '[]', 'or', false)`,
      );
      const { body } = await get<StaticConfig>(h.app, STATIC);
      expect(body.result.rules).toContainEqual({
        element: 'test.element',
        action: 'hide',
        ext: {},
        priority: 3,
        siteId: 'TUR',
        account: [],
        rc: ['TR'],
        logic: 'and',
      });
      expect(body.result.rules.some((r) => r.element === 'test.off')).toBe(false);
      await h.db.query("delete from compliance_rules where id in ('t-on', 't-off')");
    });
  });
});

describe('country of a request', () => {
  it('CMP-4 uses X-Country only when overrides are enabled', async () => {
    const { requestCountry } = await import('@/server/country');
    const trusted = { trustedHop: true, override: true };
    expect(requestCountry({ 'x-country': 'nl' }, trusted)).toEqual({ ok: true, country: 'NL', source: 'override' });
    expect(requestCountry({ 'x-country': 'nl' }, { trustedHop: true, override: false })).toEqual({
      ok: true,
      country: 'GB',
      source: 'default',
    });
    expect(requestCountry({ 'cf-ipcountry': 'XX' }, trusted)).toEqual({ ok: true, country: 'GB', source: 'default' });
    expect(requestCountry({ 'x-country': '1' }, trusted)).toMatchObject({ ok: false });
  });

  it('SEC-5 CMP-4 headers name the country only from a trusted hop (API_TRUST_PROXY), never from anyone else', async () => {
    const { requestCountry } = await import('@/server/country');
    const untrusted = { trustedHop: false, override: true };
    expect(requestCountry({ 'cf-ipcountry': 'US' }, untrusted)).toEqual({ ok: true, country: 'GB', source: 'default' });
    expect(requestCountry({ 'x-country': 'TR' }, untrusted)).toEqual({ ok: true, country: 'GB', source: 'default' });
    expect(requestCountry({ 'cf-ipcountry': 'US' }, { trustedHop: true, override: false })).toEqual({
      ok: true,
      country: 'US',
      source: 'cdn',
    });
  });
});

describe('X-Country setting', () => {
  it('CMP-4 API_COUNTRY_OVERRIDE decides; by default X-Country is honoured outside production only', async () => {
    const { readApiConfig } = await import('@/server/config');
    expect(readApiConfig({}).countryOverride).toBe(true);
    expect(readApiConfig({ NODE_ENV: 'production' }).countryOverride).toBe(false);
    expect(readApiConfig({ NODE_ENV: 'production', API_COUNTRY_OVERRIDE: '1' }).countryOverride).toBe(true);
    expect(readApiConfig({ API_COUNTRY_OVERRIDE: '0' }).countryOverride).toBe(false);
  });
});
