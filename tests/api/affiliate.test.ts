import { describe, expect, it } from 'vitest';

import { buildApp } from '@/server/app';
import { seed } from '@/server/db/seed';

import { ipHeader } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { get, post, type Envelope } from './helpers';

const OPEN_INFO = '/x-api/affiliate/apis/v1/open-info';
const ANONYMITY = '/x-api/affiliate/v5/anonymity';
const CODE_INFO = '/x-api/s1/code/info';
const SHARE_INFO = '/x-api/fiat/public/channel/common-share-info';
const HEADIMG = '/x-api/v1/referral/public/headimg';
const KOREA_HOME = '/x-api/fht/growth/activity-api/v1/korea/home';
const MONITOR = '/x-api/monitor/v1/events';
const DEV_EVENTS = '/x-api/dev/monitor-events';

interface OpenInfo {
  nickname: string;
  headimg: string;
  personality: { personalSignature: string; content: string };
  groupInfo: { content: string; type: number }[];
}

interface StoredEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
  page: string;
  created_at: string;
}

let eventSerial = 0;
/** An event name no other test uses, so counts are this test's own. */
function uniqueEventName(label: string): string {
  eventSerial += 1;
  return `${label}_${Date.now().toString(36)}_${eventSerial}`;
}

describeEachDriver('affiliate and referral landings (AFF-2..AFF-8)', (h) => {
  describe('AFF-2 open-info', () => {
    it('AFF-2 answers the affiliate profile and the default group, every item type included', async () => {
      const res = await post<OpenInfo>(h.app, OPEN_INFO, { affid: '10001', country: 'GB', group_id: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ret_code: 0, ret_msg: 'OK' });
      expect(res.body.result).toEqual({
        nickname: 'CryptoAcademy',
        headimg: '/images/avatars/affiliate-1.svg',
        personality: {
          personalSignature: 'Learn first, trade second.',
          content: 'Join through my link for a welcome bonus on your first deposit.',
        },
        groupInfo: [
          { type: 0, content: 'Weekly market briefings' },
          { type: 1, content: 'Members-only trading group' },
          { type: 2, content: 'internal note' },
        ],
      });
    });

    it('AFF-2 a known group_id answers that group; an unknown one, or none, the default group', async () => {
      const groups = async (body: Record<string, unknown>) =>
        (await post<OpenInfo>(h.app, OPEN_INFO, { affid: '10001', ...body })).body.result.groupInfo;
      expect(await groups({ group_id: '7' })).toEqual([
        { type: 0, content: 'Futures basics course' },
        { type: 1, content: 'Futures study group' },
      ]);
      // a number is read as its digits
      expect(await groups({ group_id: 7 })).toHaveLength(2);
      expect((await groups({ group_id: '99' })).map((g) => g.content)).toContain('Weekly market briefings');
      expect((await groups({})).map((g) => g.content)).toContain('Weekly market briefings');
    });

    it('AFF-2 badly stored group items are left out; an affiliate without groups has an empty list', async () => {
      await h.db.query("insert into affiliates (id, nickname) values ('10077', 'NoGroups')");
      await h.db.query(
        `insert into affiliate_groups (affiliate_id, group_id, items)
         values ('10077', 'odd', '[{"type":0,"content":"kept"},{"type":"1","content":"x"},"text",{"type":1}]')`,
      );
      const plain = await post<OpenInfo>(h.app, OPEN_INFO, { affid: '10077' });
      expect(plain.body.result).toMatchObject({ nickname: 'NoGroups', headimg: '', groupInfo: [] });
      const odd = await post<OpenInfo>(h.app, OPEN_INFO, { affid: '10077', group_id: 'odd' });
      expect(odd.body.result.groupInfo).toEqual([{ type: 0, content: 'kept' }]);
    });

    it('ERR-10 AFF-2 an unknown affiliate is 610016, and so is an anonymous one', async () => {
      for (const affid of ['99999', '10002', '010001']) {
        const res = await post(h.app, OPEN_INFO, { affid });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          ret_code: 610016,
          ret_msg: 'This affiliate has no public profile',
          result: {},
        });
      }
    });

    it('AFF-2 validation: affid is required; country and group_id must be well formed', async () => {
      for (const body of [
        {},
        { country: 'GB' },
        { affid: '10001', country: 'GBR' },
        { affid: '10001', country: '<b>' },
        { affid: '10001', group_id: 'a b' },
        { affid: '10001', group_id: 'x'.repeat(33) },
        { affid: { id: '10001' } },
      ]) {
        const res = await post(h.app, OPEN_INFO, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.ret_code).toBe(10001);
      }
    });
  });

  describe('AFF-3 anonymity', () => {
    it('AFF-3 a public affiliate is shown, with the code of their link', async () => {
      const res = await post(h.app, ANONYMITY, { affiliate_id: '10001' });
      expect(res.body).toMatchObject({ ret_code: 0, result: { isShow: true, code: 'AFF10001' } });
    });

    it('AFF-3 an anonymous affiliate (10002) is not shown', async () => {
      const res = await post(h.app, ANONYMITY, { affiliate_id: '10002' });
      expect(res.body).toMatchObject({ ret_code: 0, result: { isShow: false, code: 'AFF10002' } });
    });

    it('ERR-10 AFF-3 an unknown affiliate is 610017', async () => {
      const res = await post(h.app, ANONYMITY, { affiliate_id: '424242' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ret_code: 610017, ret_msg: 'No such affiliate', result: {} });
    });

    it('AFF-3 validation: affiliate_id is required and a string of at most 32 characters', async () => {
      for (const body of [{}, { affid: '10001' }, { affiliate_id: '1'.repeat(33) }, { affiliate_id: ['10001', 'x'] }]) {
        const res = await post(h.app, ANONYMITY, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.ret_code).toBe(10001);
      }
    });
  });

  describe('AFF-4 digits only', () => {
    const notDigits = [
      '10001a',
      '',
      ' 10001',
      '10001 ',
      '１０００１',
      '-10001',
      '1e4',
      '10 001',
      '٢٣٤',
      '1'.repeat(21),
    ];

    it.each(notDigits)('AFF-4 open-info refuses the affiliate id %j with 10001', async (affid) => {
      const res = await post(h.app, OPEN_INFO, { affid, country: 'GB' });
      expect(res.body).toMatchObject({ ret_code: 10001, ret_msg: 'The affiliate id must be all digits', result: {} });
    });

    it.each(notDigits)('AFF-4 anonymity refuses the affiliate id %j with 10001', async (id) => {
      const res = await post(h.app, ANONYMITY, { affiliate_id: id });
      expect(res.body).toMatchObject({ ret_code: 10001, ret_msg: 'The affiliate id must be all digits' });
    });

    it('AFF-4 an id sent as a JSON number is its digits', async () => {
      expect((await post(h.app, ANONYMITY, { affiliate_id: 10001 })).body).toMatchObject({
        ret_code: 0,
        result: { isShow: true },
      });
      expect((await post(h.app, OPEN_INFO, { affid: 10001 })).body.ret_code).toBe(0);
      expect((await post(h.app, ANONYMITY, { affiliate_id: -10001 })).body.ret_code).toBe(10001);
    });

    it('AFF-4 the table itself holds only all-digit ids and safe head images', async () => {
      await expect(h.db.query("insert into affiliates (id, nickname) values ('12a', 'x')")).rejects.toThrow();
      for (const headimg of [
        'javascript:alert(1)',
        'data:image/svg+xml,<svg/>',
        'http://example.com/a.svg',
        '//evil.example/a.svg',
        '/\\evil.example/a.svg',
      ]) {
        await expect(
          h.db.query("insert into affiliates (id, nickname, headimg) values ('12345', 'x', $1)", [headimg]),
          headimg,
        ).rejects.toThrow();
      }
      await h.db.query(
        "insert into affiliates (id, nickname, headimg) values ('12346', 'x', 'https://cdn.example.com/a.png')",
      );
    });
  });

  describe('AFF-5 referral code info names the inviter', () => {
    it('AFF-5 a referral code (scene 2) answers its inviter; other fields stay', async () => {
      const res = await post(h.app, CODE_INFO, { code: 'REF2024' });
      expect(res.body).toMatchObject({ ret_code: 0 });
      expect(res.body.result).toEqual({
        valid: true,
        scene: 2,
        tpl: 'referral',
        info: { success: true },
        inviter: { id: '20001', nickname: 'Satoshi Friend', country: 'GB' },
      });
      expect((await post(h.app, CODE_INFO, { code: 'friend7' })).body.result).toMatchObject({
        scene: 2,
        inviter: { id: '20002', nickname: 'Ayşe', country: 'TR' },
      });
    });

    it('AFF-5 codes of other scenes, unknown codes and disabled codes have no inviter', async () => {
      for (const code of ['WELCOME', 'AFF10001', 'BROKER01', 'NOPE']) {
        expect((await post(h.app, CODE_INFO, { code })).body.result, code).toMatchObject({ inviter: null });
      }
      await h.db.query("update referral_codes set enabled = false where code = 'FRIEND7'");
      expect((await post(h.app, CODE_INFO, { code: 'FRIEND7' })).body.result).toMatchObject({
        valid: false,
        inviter: null,
      });
      await h.db.query("update referral_codes set enabled = true where code = 'FRIEND7'");
    });

    it('AFF-5 only a referral code can name an inviter, and with id, nickname and country all set', async () => {
      await expect(
        h.db.query(
          "update referral_codes set inviter_id = '1', inviter_nickname = 'x', inviter_country = 'GB' where code = 'WELCOME'",
        ),
      ).rejects.toThrow();
      await expect(
        h.db.query("update referral_codes set inviter_country = null where code = 'REF2024'"),
      ).rejects.toThrow();
      await expect(h.db.query("update referral_codes set inviter_id = '20a' where code = 'REF2024'")).rejects.toThrow();
    });

    it('AFF-5 seeding again fills in the inviter of a code seeded before inviters, and keeps an edited one', async () => {
      await h.db.query(
        "update referral_codes set inviter_id = null, inviter_nickname = null, inviter_country = null, inviter_headimg = '' where code = 'REF2024'",
      );
      await h.db.query("update referral_codes set inviter_nickname = 'Edited' where code = 'FRIEND7'");
      await seed(h.db);
      expect((await post(h.app, CODE_INFO, { code: 'REF2024' })).body.result).toMatchObject({
        inviter: { id: '20001', nickname: 'Satoshi Friend', country: 'GB' },
      });
      expect((await post(h.app, CODE_INFO, { code: 'FRIEND7' })).body.result).toMatchObject({
        inviter: { nickname: 'Edited' },
      });
      await h.db.query("update referral_codes set inviter_nickname = 'Ayşe' where code = 'FRIEND7'");
    });
  });

  describe('AFF-6 share info and the inviter head image', () => {
    it('AFF-6 a share token answers its value', async () => {
      const res = await get<{ value: string }>(h.app, `${SHARE_INFO}?token=share-ref2024`);
      expect(res.body).toMatchObject({ ret_code: 0, result: { value: '{"ref":"REF2024","inviterId":"20001"}' } });
      expect(JSON.parse(res.body.result.value)).toEqual({ ref: 'REF2024', inviterId: '20001' });
    });

    it('AFF-6 an unknown token answers an empty value', async () => {
      const res = await get(h.app, `${SHARE_INFO}?token=${'a'.repeat(64)}`);
      expect(res.body).toMatchObject({ ret_code: 0, result: { value: '' } });
    });

    it('AFF-6 validation: the token is required, letters, digits, - and _ only, at most 64', async () => {
      for (const query of ['', '?token=', `?token=${'a'.repeat(65)}`, '?token=a.b', '?token=%3Cscript%3E']) {
        const res = await get(h.app, `${SHARE_INFO}${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.ret_code).toBe(10001);
      }
    });

    it('AFF-6 the head image of an inviter by id and country; none is an empty string', async () => {
      expect((await get(h.app, `${HEADIMG}?id=20001&country=GB`)).body).toMatchObject({
        ret_code: 0,
        result: { headimg: '/images/avatars/inviter-1.svg', nickname: 'Satoshi Friend' },
      });
      expect((await get(h.app, `${HEADIMG}?id=20001&country=gb`)).body.result).toMatchObject({
        nickname: 'Satoshi Friend',
      });
      expect((await get(h.app, `${HEADIMG}?id=20001`)).body.result).toMatchObject({ nickname: 'Satoshi Friend' });
      expect((await get(h.app, `${HEADIMG}?id=20002&country=TR`)).body.result).toEqual({
        headimg: '',
        nickname: 'Ayşe',
      });
    });

    it('AFF-6 an unknown inviter, or another country, answers no image and no name', async () => {
      for (const query of ['id=29999&country=GB', 'id=20001&country=TR']) {
        expect((await get(h.app, `${HEADIMG}?${query}`)).body, query).toMatchObject({
          ret_code: 0,
          result: { headimg: '', nickname: '' },
        });
      }
    });

    it('AFF-6 AFF-4 validation: the inviter id is all digits, the country two letters', async () => {
      for (const query of [
        '',
        'id=',
        'id=20001a',
        'id=%EF%BC%92%EF%BC%90',
        'id=20001&country=GBR',
        'id=20001&country=1',
      ]) {
        const res = await get(h.app, `${HEADIMG}?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.ret_code).toBe(10001);
      }
    });
  });

  describe('AFF-8 the Korea new-user activity', () => {
    it('AFF-8 answers the configured activity: enabled, 50 USDT, ending far in the future', async () => {
      const res = await post<{ enabled: boolean; reward: { amount: string; currency: string }; endTime: number }>(
        h.app,
        KOREA_HOME,
        {},
      );
      expect(res.body).toMatchObject({
        ret_code: 0,
        result: { enabled: true, reward: { amount: '50', currency: 'USDT' } },
      });
      expect(res.body.result.endTime).toBe(Date.parse('2099-12-31T23:59:59Z'));
      // without a body too
      const bare = await h.app.inject({ method: 'POST', url: KOREA_HOME });
      expect(bare.json<Envelope>()).toMatchObject({ ret_code: 0, result: { enabled: true } });
    });

    it('AFF-8 the row decides: an ended or switched-off activity is not enabled', async () => {
      await h.db.query(
        "update growth_activities set ends_at = now() - interval '1 minute', reward_amount = '30.5' where name = 'korea_home'",
      );
      expect((await post(h.app, KOREA_HOME, {})).body.result).toMatchObject({
        enabled: false,
        reward: { amount: '30.5', currency: 'USDT' },
      });
      await h.db.query(
        "update growth_activities set ends_at = '2099-12-31T23:59:59Z', reward_amount = '50', enabled = false where name = 'korea_home'",
      );
      expect((await post(h.app, KOREA_HOME, {})).body.result).toMatchObject({ enabled: false });
      await h.db.query("update growth_activities set enabled = true where name = 'korea_home'");
      expect((await post(h.app, KOREA_HOME, {})).body.result).toMatchObject({ enabled: true });
    });
  });

  describe('SEC-6 monitoring events', () => {
    const events = async (name: string) =>
      (await get<{ list: StoredEvent[] }>(h.app, `${DEV_EVENTS}?name=${encodeURIComponent(name)}`)).body.result.list;

    it('SEC-6 an event is stored with its data and page, and the dev route lists it', async () => {
      const name = uniqueEventName('script_missing');
      const body = { name, data: { script: 'geetest', ms: 5012, retried: false, tag: null }, page: '/en/login' };
      const res = await post(h.app, MONITOR, body, ipHeader());
      expect(res.body).toEqual(expect.objectContaining({ ret_code: 0, result: {} }));
      const list = await events(name);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ name, data: body.data, page: '/en/login' });
      expect(Date.parse(list[0].created_at)).toBeLessThanOrEqual(Date.now());
      // without a page
      await post(h.app, MONITOR, { name, data: {} }, ipHeader());
      expect((await events(name)).map((e) => e.page)).toEqual(['', '/en/login']);
    });

    it('SEC-6 the dev route answers the latest 50, newest first, filtered by name', async () => {
      const name = uniqueEventName('slow_request');
      await h.db.query(
        "insert into monitor_events (name, data) select $1, jsonb_build_object('n', i) from generate_series(1, 55) as i order by i",
        [name],
      );
      const list = await events(name);
      expect(list).toHaveLength(50);
      expect(list[0].data).toEqual({ n: 55 });
      expect(list[49].data).toEqual({ n: 6 });
      const all = (await get<{ list: StoredEvent[] }>(h.app, DEV_EVENTS)).body.result.list;
      expect(all.length).toBe(50);
    });

    it('SEC-6 60 events at once from one address: 40 are stored, the rest get 31018; another address is not limited', async () => {
      const name = uniqueEventName('burst');
      const ip = ipHeader();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => post(h.app, MONITOR, { name, data: { i } }, ip)),
      );
      const codes = answers.map((a) => a.body.ret_code);
      expect(codes.filter((c) => c === 0)).toHaveLength(40);
      expect(codes.filter((c) => c === 31018)).toHaveLength(20);
      expect(answers.find((a) => a.body.ret_code === 31018)?.body.ret_msg).toBe(
        'Too many events from this network, try again later',
      );
      const { rows } = await h.db.query<{ n: number }>(
        'select count(*)::int as n from monitor_events where name = $1',
        [name],
      );
      expect(Number(rows[0].n)).toBe(40);
      expect((await post(h.app, MONITOR, { name, data: {} }, ip)).body.ret_code).toBe(31018);
      expect((await post(h.app, MONITOR, { name, data: {} }, ipHeader())).body.ret_code).toBe(0);
    });

    it('SEC-6 validation: name 1..64, data a flat object of at most 20 scalars, page at most 512', async () => {
      const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i]));
      const ok20 = await post(
        h.app,
        MONITOR,
        { name: 'x'.repeat(64), data: fields(20), page: 'p'.repeat(512) },
        ipHeader(),
      );
      expect(ok20.body.ret_code).toBe(0);
      for (const body of [
        { data: {} },
        { name: 'x' },
        { name: '', data: {} },
        { name: 'x'.repeat(65), data: {} },
        { name: 'x', data: fields(21) },
        { name: 'x', data: { nested: { a: 1 } } },
        { name: 'x', data: 'text' },
        { name: 'x', data: { long: 'y'.repeat(513) } },
        { name: 'x', data: { ['k'.repeat(65)]: 1 } },
        { name: 'x', data: {}, page: 'p'.repeat(513) },
      ]) {
        const res = await post(h.app, MONITOR, body, ipHeader());
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body.ret_code).toBe(10001);
      }
    });

    it('SEC-6 the dev route is not served in production; the collector is', async () => {
      const prod = await buildApp({ db: h.db, logLevel: 'silent', accounts: { production: true } });
      try {
        expect((await get(prod, DEV_EVENTS)).status).toBe(404);
        expect((await post(prod, MONITOR, { name: 'prod_event', data: {} }, ipHeader())).body.ret_code).toBe(0);
      } finally {
        await prod.close();
      }
    });
  });
});
