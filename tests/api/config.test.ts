import { describe, expect, it } from 'vitest';

import { migrate, readMigrations } from '@/server/db/migrate';
import { openPglite } from '@/server/db/pglite';
import { SEED_CONFIG as ALL_SEED_CONFIG } from '@/server/db/seed';

/** The web project's seeded keys (other projects, e.g. the residence guide, are served elsewhere). */
const SEED_CONFIG = ALL_SEED_CONFIG.filter((c) => c.project === 'web');

import { describeEachDriver } from './harness';
import { get, post } from './helpers';

interface ConfigData {
  data: { name: string; value: string }[];
}
interface BannerData {
  data: { key: string; language: string; title: string; content: string; link: string }[];
}

/** LOGIN-4, TG-2, LOGIN-6: entries the api adds to the web project from its RSA key, Telegram bot and providers. */
const RSA_ENTRIES = ['rsa_key_version', 'rsa_public_key', 'telegram_bot_name', 'thirdparty_providers'];

describeEachDriver('config endpoints', (h) => {
  describe('POST /x-api/v3/config/web', () => {
    it('UI-6 answers every seeded key of the web project, plus the RSA key entries, as {name, value} strings', async () => {
      const { status, body } = await post<ConfigData>(h.app, '/x-api/v3/config/web', { project: 'web' });
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      const names = body.result.data.map((d) => d.name).sort();
      expect(names).toEqual([...SEED_CONFIG.map((c) => c.name), ...RSA_ENTRIES].sort());
      for (const item of body.result.data) {
        expect(Object.keys(item).sort()).toEqual(['name', 'value']);
        expect(typeof item.value).toBe('string');
      }
      const byName = Object.fromEntries(body.result.data.map((d) => [d.name, d.value]));
      expect(JSON.parse(byName.captcha_order)).toEqual(['magpie', 'geecaptcha', 'recaptcha', 'qqcatpcha']);
      expect(byName.register_variant).toBe('newCode');
      expect(byName.download_allowed).toBe('true');
      expect(byName.telegram_bot_name).toBe('ExchangeDevBot');
      expect(JSON.parse(byName.thirdparty_providers)).toEqual([]);
      expect(byName.phone_tab_hidden).toBe('false');
      expect(byName.captcha_geetest_script).toMatch(/^\/x-api\/dev\/captcha\//);
      expect(JSON.parse(byName.white_hosts)).toEqual([]);
      expect(JSON.parse(byName.gray_config)).toEqual({});
    });

    it('UI-6 keys filter the answer, in the order asked; unknown keys are absent', async () => {
      const { body } = await post<ConfigData>(h.app, '/x-api/v3/config/web', {
        project: 'web',
        keys: ['register_variant', 'no_such_key', 'captcha_order', 'register_variant'],
      });
      expect(body.ret_code).toBe(0);
      expect(body.result.data.map((d) => d.name)).toEqual(['register_variant', 'captcha_order']);
    });

    it('UI-6 an empty key list answers no entries', async () => {
      const { body } = await post<ConfigData>(h.app, '/x-api/v3/config/web', { keys: [] });
      expect(body.result.data).toEqual([]);
    });

    it('UI-6 without project the web project is read; an unknown project has no entries', async () => {
      const noProject = await post<ConfigData>(h.app, '/x-api/v3/config/web', { keys: ['download_allowed'] });
      expect(noProject.body.result.data).toEqual([{ name: 'download_allowed', value: 'true' }]);
      const other = await post<ConfigData>(h.app, '/x-api/v3/config/web', { project: 'other' });
      expect(other.body).toMatchObject({ ret_code: 0, result: { data: [] } });
    });

    it('UI-6 serves what the table holds, not a fixed answer', async () => {
      await h.db.query("insert into app_config (project, name, value) values ('web', 'test_flag', 'on')");
      const { body } = await post<ConfigData>(h.app, '/x-api/v3/config/web', { keys: ['test_flag'] });
      expect(body.result.data).toEqual([{ name: 'test_flag', value: 'on' }]);
      await h.db.query("delete from app_config where name = 'test_flag'");
    });

    it('UI-6 a POST without a body reads the whole web project', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/x-api/v3/config/web' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ result: ConfigData }>().result.data).toHaveLength(SEED_CONFIG.length + RSA_ENTRIES.length);
    });

    it('UI-6 rejects keys that are not a list of strings with 10001 and the reason', async () => {
      const { status, body } = await post(h.app, '/x-api/v3/config/web', { keys: [{ a: 1 }] });
      expect(status).toBe(400);
      expect(body.ret_code).toBe(10001);
      expect(body.ret_msg).toMatch(/keys/);
    });
  });

  describe('POST /x-api/v3/config/banner', () => {
    it('UI-6 REG-12 the sign-up bonus banner is $50 by default and $30 in its EU variant', async () => {
      const { status, body } = await post<BannerData>(h.app, '/x-api/v3/config/banner', {
        project: 'web',
        keys: ['signup_bonus', 'signup_bonus_eu'],
        properties: { language: 'en' },
      });
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      expect(body.result.data.map((b) => [b.key, b.language, b.content])).toEqual([
        ['signup_bonus', 'en', '$50'],
        ['signup_bonus_eu', 'en', '$30'],
      ]);
      for (const b of body.result.data) {
        expect(Object.keys(b).sort()).toEqual(['content', 'key', 'language', 'link', 'title']);
        expect(b.title.length).toBeGreaterThan(0);
      }
    });

    it('UI-6 answers the asked language when a row exists (zh-TW)', async () => {
      const { body } = await post<BannerData>(h.app, '/x-api/v3/config/banner', {
        keys: ['signup_bonus'],
        properties: { language: 'zh-tw' },
      });
      expect(body.result.data).toHaveLength(1);
      expect(body.result.data[0]).toMatchObject({ key: 'signup_bonus', language: 'zh-TW', content: '$50' });
      expect(body.result.data[0].title).not.toMatch(/Sign up/);
    });

    it('UI-6 falls back to en when the asked language has no row', async () => {
      const { body } = await post<BannerData>(h.app, '/x-api/v3/config/banner', {
        keys: ['signup_bonus_eu', 'signup_bonus'],
        properties: { language: 'de-EU' },
      });
      expect(body.result.data.map((b) => [b.key, b.language])).toEqual([
        ['signup_bonus_eu', 'en'],
        ['signup_bonus', 'en'],
      ]);
    });

    it('UI-6 without keys answers every banner; unknown keys are absent', async () => {
      const all = await post<BannerData>(h.app, '/x-api/v3/config/banner', {});
      expect(all.body.result.data.map((b) => b.key)).toEqual(['signup_bonus', 'signup_bonus_eu']);
      const none = await post<BannerData>(h.app, '/x-api/v3/config/banner', { keys: ['nope'] });
      expect(none.body.result.data).toEqual([]);
    });

    it('UI-6 rejects a malformed language with 10001', async () => {
      const { status, body } = await post(h.app, '/x-api/v3/config/banner', {
        properties: { language: '<script>' },
      });
      expect(status).toBe(400);
      expect(body.ret_code).toBe(10001);
      expect(body.ret_msg).toMatch(/language/);
    });
  });

  describe('GET /x-api/user/public/get-white-hosts', () => {
    it('REDIR-8 answers the whitelisted origins from the white_hosts table', async () => {
      const { status, body } = await get<{ hosts: string[] }>(h.app, '/x-api/user/public/get-white-hosts');
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      expect(body.result.hosts).toEqual(expect.arrayContaining(['https://www.bybit.com', 'https://www.bybit.eu']));
      expect(new Set(body.result.hosts).size).toBe(body.result.hosts.length);
    });

    it('REDIR-8 adds the origins of the white_hosts config key, once each', async () => {
      await h.db.query(
        `update app_config set value = '["https://partner.example","https://www.bybit.com",7]'
          where project = 'web' and name = 'white_hosts'`,
      );
      const { body } = await get<{ hosts: string[] }>(h.app, '/x-api/user/public/get-white-hosts');
      expect(body.result.hosts).toContain('https://partner.example');
      expect(body.result.hosts.filter((x) => x === 'https://www.bybit.com')).toHaveLength(1);
      await h.db.query("update app_config set value = '[]' where project = 'web' and name = 'white_hosts'");
    });
  });

  it('SEC-2 the public config endpoints answer without any token', async () => {
    const web = await post(h.app, '/x-api/v3/config/web', { keys: ['download_allowed'] });
    const banner = await post(h.app, '/x-api/v3/config/banner', {});
    const hosts = await get(h.app, '/x-api/user/public/get-white-hosts');
    expect([web.body.ret_code, banner.body.ret_code, hosts.body.ret_code]).toEqual([0, 0, 0]);
  });
});

describe('config values migration', () => {
  it('UI-6 the JSON strings written by the first seed become plain strings', async () => {
    const db = await openPglite(null);
    try {
      const all = readMigrations();
      await migrate(
        db,
        all.filter((m) => m.version === 1),
      );
      await db.query(`insert into app_config (project, name, value) values
        ('web', 'register_variant', '"newCode"'), ('web', 'download_allowed', 'true'), ('web', 'list', '["a"]')`);
      await migrate(db, all);
      const { rows } = await db.query<{ name: string; value: string }>(
        'select name, value from app_config order by name',
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.value]))).toEqual({
        download_allowed: 'true',
        list: '["a"]',
        register_variant: 'newCode',
      });
    } finally {
      await db.close();
    }
  });
});
