import { describe, expect, it } from 'vitest';

import { RESTRICTED_COUNTRIES } from '@/server/db/seed-data';

import { describeEachDriver } from './harness';
import { get } from './helpers';

interface Country {
  code: string;
  name: string;
  dial_code: string;
  is_disable: boolean;
}
interface IpCountry {
  code: string;
  is_visible: boolean;
  group_country: string;
}

const LIST = '/x-api/v2/public/country-list';
const IP = '/x-api/user/public/ip-country';

describeEachDriver('countries', (h) => {
  describe('GET country-list', () => {
    it('REG-9 lists countries as {code, name, dial_code, is_disable}, restricted ones left out by default', async () => {
      const { status, body } = await get<{ list: Country[] }>(h.app, LIST);
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      const list = body.result.list;
      expect(list.length).toBeGreaterThan(30);
      for (const c of list) {
        expect(Object.keys(c).sort()).toEqual(['code', 'dial_code', 'is_disable', 'name']);
        expect(c.code).toMatch(/^[A-Z]{2}$/);
        expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
        expect(c.is_disable).toBe(false);
      }
      expect(list).toContainEqual({ code: 'GB', name: 'United Kingdom', dial_code: '+44', is_disable: false });
      const codes = list.map((c) => c.code);
      for (const r of RESTRICTED_COUNTRIES) expect(codes).not.toContain(r);
      expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => (a < b ? -1 : 1)));
    });

    it('REG-9 REG-10 is_disable=1&is_iso=1 adds CN, CU, IR, KP, SD, SG, SY and US marked disabled', async () => {
      const { body } = await get<{ list: Country[] }>(h.app, `${LIST}?is_disable=1&is_iso=1`);
      expect(body.ret_code).toBe(0);
      const disabled = body.result.list.filter((c) => c.is_disable).map((c) => c.code);
      expect(disabled.sort()).toEqual([...RESTRICTED_COUNTRIES].sort());
      expect(body.result.list).toContainEqual({ code: 'US', name: 'United States', dial_code: '+1', is_disable: true });
      const enabled = await get<{ list: Country[] }>(h.app, LIST);
      expect(body.result.list.length).toBe(enabled.body.result.list.length + RESTRICTED_COUNTRIES.length);
    });

    it('REG-9 is_iso=1 alone keeps the ISO alpha-2 codes and the default filter', async () => {
      const iso = await get<{ list: Country[] }>(h.app, `${LIST}?is_iso=1`);
      const plain = await get<{ list: Country[] }>(h.app, LIST);
      expect(iso.body.result.list).toEqual(plain.body.result.list);
    });

    it('REG-9 a flag other than 0 or 1 answers 10001', async () => {
      const { status, body } = await get(h.app, `${LIST}?is_disable=yes`);
      expect(status).toBe(400);
      expect(body.ret_code).toBe(10001);
      expect(body.ret_msg).toMatch(/is_disable/);
    });

    it('REG-9 reads the countries table', async () => {
      await h.db.query("update countries set is_disable = true where code = 'GB'");
      const { body } = await get<{ list: Country[] }>(h.app, LIST);
      expect(body.result.list.map((c) => c.code)).not.toContain('GB');
      await h.db.query("update countries set is_disable = false where code = 'GB'");
    });
  });

  describe('GET ip-country', () => {
    it('SEC-5 answers code, is_visible and group_country of the request country', async () => {
      const { status, body } = await get<IpCountry>(h.app, IP, { 'X-Country': 'DE' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ret_code: 0, result: { code: 'DE', is_visible: true, group_country: 'EEA' } });
      expect(Object.keys(body.result).sort()).toEqual(['code', 'group_country', 'is_visible']);
    });

    it('SEC-5 REG-10 a restricted country is not visible', async () => {
      const { body } = await get<IpCountry>(h.app, IP, { 'X-Country': 'US' });
      expect(body.result).toEqual({ code: 'US', is_visible: false, group_country: 'US' });
    });

    it('SEC-5 follows CF-IPCountry, then GB; an unlisted country is visible and its own group', async () => {
      const cdn = await get<IpCountry>(h.app, IP, { 'CF-IPCountry': 'tr' });
      expect(cdn.body.result).toEqual({ code: 'TR', is_visible: true, group_country: 'TR' });
      const none = await get<IpCountry>(h.app, IP);
      expect(none.body.result.code).toBe('GB');
      const unlisted = await get<IpCountry>(h.app, IP, { 'X-Country': 'QA' });
      expect(unlisted.body.result).toEqual({ code: 'QA', is_visible: true, group_country: 'QA' });
    });

    it('SEC-5 a malformed X-Country answers 10001', async () => {
      const { body } = await get(h.app, IP, { 'X-Country': 'D3' });
      expect(body.ret_code).toBe(10001);
    });
  });
});
