import { randomInt } from 'node:crypto';

import { sign } from '@tma.js/init-data-node';
import { describe, expect, it } from 'vitest';

import { DEV_BOT_TOKEN } from '@/server/telegram/init-data';

import { captcha, login, PASSWORD, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, get, post, tokenFor } from './helpers';

const SECURITY_SCENE = 30093;
const OTHER_BOT = '7000000002:AAanother-bot-token-that-is-not-ours00';

/** Launch data for Telegram user `id`, signed as Telegram signs it for `token`'s bot. */
function launchData(id: number, { token = DEV_BOT_TOKEN, ageSeconds = 0, username = `tg${id}` } = {}): string {
  return sign(
    { user: { id, first_name: 'Tess', username, language_code: 'en' } },
    token,
    new Date(Date.now() - ageSeconds * 1000),
  );
}

const telegramId = () => randomInt(1_000_000, 2_000_000_000);

interface Answer<T = Record<string, unknown>> {
  ret_code: number;
  ret_msg: string;
  result: T;
}

describeEachDriver('telegram mini app', (h) => {
  const telegramLogin = async (initData: string) =>
    (await post<Record<string, unknown>>(h.app, '/x-api/user/public/telegram/login', { tg_init_data: initData }))
      .body as Answer;
  const bind = async (token: string, initData: string, withCaptcha = true) =>
    (
      await post<Record<string, unknown>>(
        h.app,
        '/x-api/user/private/bind/telegram',
        { tg_init_data: initData, ...(withCaptcha ? await captcha(h.app, SECURITY_SCENE) : {}) },
        auth(token),
      )
    ).body as Answer;
  const status = async (token: string) =>
    (
      (await get<{ bind_status: number }>(h.app, '/x-api/user/private/telegram-bind-status', auth(token)))
        .body as Answer<{
        bind_status: number;
      }>
    ).result.bind_status;

  describe('launch data (TG-9)', () => {
    it('TG-9 data signed for our bot verifies; an unlinked Telegram account is told it is not linked', async () => {
      expect(await telegramLogin(launchData(telegramId()))).toMatchObject({ ret_code: 31105 });
    });

    it('TG-9 TG-7 a tampered field, another bot, garbage or nothing is TG_AUTH_FAIL with its dialog', async () => {
      const good = launchData(telegramId());
      const params = new URLSearchParams(good);
      const user = JSON.parse(params.get('user') as string) as { id: number };
      params.set('user', JSON.stringify({ ...user, id: user.id + 1 }));
      for (const bad of [
        params.toString(),
        launchData(telegramId(), { token: OTHER_BOT }),
        'hash=abc&user=%7B%7D',
        '',
      ]) {
        const answer = await telegramLogin(bad);
        expect(answer).toMatchObject({ ret_code: 31101, ret_msg: 'TG_AUTH_FAIL', result: { dialog: 'TG_AUTH_FAIL' } });
      }
    });

    it('TG-9 TG-7 data older than the allowed age is the auth-expired dialog; within it, the same data works again', async () => {
      expect(await telegramLogin(launchData(telegramId(), { ageSeconds: 2 * 86_400 }))).toMatchObject({
        ret_code: 31102,
        result: { dialog: 'TG_AUTH_EXPIRED' },
      });
      const user = await userWithPassword(h.db);
      const id = telegramId();
      const data = launchData(id, { ageSeconds: 3600 });
      expect((await bind(await tokenFor(h.db, user.uid), data)).ret_code).toBe(0);
      // the mini app sends its launch data with every call: replays within the age are expected
      expect((await telegramLogin(data)).ret_code).toBe(0);
      expect((await telegramLogin(data)).ret_code).toBe(0);
    });
  });

  describe('the launch call (TG-1)', () => {
    const launch = async (initData: string) =>
      (await post<{ linked: boolean }>(h.app, '/x-api/user/public/telegram/launch', { tg_init_data: initData }))
        .body as Answer<{ linked: boolean }>;

    it('TG-1 TG-7 answers whether the Telegram account is linked, and refuses data that does not verify with its dialog', async () => {
      const user = await userWithPassword(h.db);
      const id = telegramId();
      expect(await launch(launchData(id))).toMatchObject({ ret_code: 0, result: { linked: false } });
      expect((await bind(await tokenFor(h.db, user.uid), launchData(id))).ret_code).toBe(0);
      expect(await launch(launchData(id))).toMatchObject({ ret_code: 0, result: { linked: true } });
      expect(await launch(launchData(id, { token: OTHER_BOT }))).toMatchObject({
        ret_code: 31101,
        result: { dialog: 'TG_AUTH_FAIL' },
      });
      expect(await launch(launchData(id, { ageSeconds: 2 * 86_400 }))).toMatchObject({
        ret_code: 31102,
        result: { dialog: 'TG_AUTH_EXPIRED' },
      });
    });
  });

  describe('linking (TG-5)', () => {
    it('TG-5 TG-3 linking needs a session and the security verification of scene 30093, then bind-status is 1 and the Telegram login works', async () => {
      const user = await userWithPassword(h.db);
      const token = await tokenFor(h.db, user.uid);
      const data = launchData(telegramId());
      expect(await status(token)).toBe(0);
      expect((await bind(token, data, false)).ret_code).toBe(40301);
      expect(
        (
          await post(h.app, '/x-api/user/private/bind/telegram', {
            tg_init_data: data,
            ...(await captcha(h.app, SECURITY_SCENE)),
          })
        ).body,
      ).toMatchObject({ ret_code: 10006 });
      expect(await bind(token, data)).toMatchObject({ ret_code: 0, result: { bind_status: 1 } });
      expect(await status(token)).toBe(1);
      const session = await telegramLogin(data);
      expect(session).toMatchObject({ ret_code: 0, result: { uid: user.uid, token: expect.any(String) } });
      // linking the same pair again is fine
      expect((await bind(token, data)).ret_code).toBe(0);
    });

    it('TG-5 a Telegram account links to one account, and an account to one Telegram account', async () => {
      const first = await userWithPassword(h.db);
      const second = await userWithPassword(h.db);
      const id = telegramId();
      expect((await bind(await tokenFor(h.db, first.uid), launchData(id))).ret_code).toBe(0);
      expect(await bind(await tokenFor(h.db, second.uid), launchData(id))).toMatchObject({
        ret_code: 31103,
        result: { dialog: 'telegramAlreadyBind' },
      });
      expect(await bind(await tokenFor(h.db, first.uid), launchData(telegramId()))).toMatchObject({
        ret_code: 31104,
        result: { dialog: 'relinkBybitAccountTip' },
      });
    });

    it('TG-5 ten parallel links of one Telegram account to ten accounts store one', async () => {
      const id = telegramId();
      const users = await Promise.all(Array.from({ length: 10 }, () => userWithPassword(h.db)));
      const tokens = await Promise.all(users.map((u) => tokenFor(h.db, u.uid)));
      const bodies = await Promise.all(
        tokens.map(async () => ({ tg_init_data: launchData(id), ...(await captcha(h.app, SECURITY_SCENE)) })),
      );
      const answers = await Promise.all(
        bodies.map((body, i) => post(h.app, '/x-api/user/private/bind/telegram', body, auth(tokens[i]))),
      );
      expect(answers.filter((a) => (a.body as Answer).ret_code === 0)).toHaveLength(1);
      const { rows } = await h.db.query('select user_id from telegram_links where telegram_id = $1', [id]);
      expect(rows).toHaveLength(1);
    });

    it('TG-5 unbinding sets bind-status back to 0 and frees the Telegram account', async () => {
      const user = await userWithPassword(h.db);
      const token = await tokenFor(h.db, user.uid);
      const id = telegramId();
      await bind(token, launchData(id));
      expect((await post(h.app, '/x-api/user/private/unbind/telegram', {}, auth(token))).body).toMatchObject({
        ret_code: 0,
        result: { bind_status: 0 },
      });
      expect(await status(token)).toBe(0);
      const other = await userWithPassword(h.db);
      expect((await bind(await tokenFor(h.db, other.uid), launchData(id))).ret_code).toBe(0);
    });
  });

  describe('linking along with a login (TG-6, LOGIN-8)', () => {
    it('TG-6 LOGIN-8 a login with tg_bind links and answers tg_bind_result success; without it nothing is linked', async () => {
      const user = await userWithPassword(h.db);
      const plain = await login(h.app, user.email as string, PASSWORD);
      expect(plain.body.result.tg_bind_result).toBe('');
      const id = telegramId();
      const linked = await login(h.app, user.email as string, PASSWORD, {
        tg_bind: true,
        tg_init_data: launchData(id),
      });
      expect(linked.body).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
      expect(await status(linked.body.result.token)).toBe(1);
    });

    it('TG-6 a failed link does not fail the login: tg_bind_result carries code|message (1001, 1002, 1003)', async () => {
      const owner = await userWithPassword(h.db);
      const id = telegramId();
      await bind(await tokenFor(h.db, owner.uid), launchData(id));
      const other = await userWithPassword(h.db);
      const taken = await login(h.app, other.email as string, PASSWORD, { tg_bind: 1, tg_init_data: launchData(id) });
      expect(taken.body.ret_code).toBe(0);
      expect(taken.body.result.tg_bind_result).toMatch(/^1001\|/);
      const again = await login(h.app, owner.email as string, PASSWORD, {
        tg_bind: true,
        tg_init_data: launchData(telegramId()),
      });
      expect(again.body.result.tg_bind_result).toMatch(/^1002\|/);
      const forged = await login(h.app, other.email as string, PASSWORD, {
        tg_bind: true,
        tg_init_data: launchData(telegramId(), { token: OTHER_BOT }),
      });
      expect(forged.body.ret_code).toBe(0);
      expect(forged.body.result.tg_bind_result).toMatch(/^1003\|/);
    });
  });

  describe('mini-app tasks (TG-8)', () => {
    it('TG-8 complete_task with the TgToken header records a task once; a forged TgToken is TG_AUTH_FAIL', async () => {
      const data = launchData(telegramId());
      const complete = (token: string) =>
        h.app.inject({
          method: 'POST',
          url: '/x-api/fht/growth/miniapp/task/v1/complete_task',
          headers: { 'content-type': 'application/json', tgtoken: token },
          payload: JSON.stringify({ campaignId: 'welcome-2026', taskId: 'open-app' }),
        });
      expect((await complete(data)).json()).toMatchObject({
        ret_code: 0,
        result: { completed: true, first_time: true, campaignId: 'welcome-2026', taskId: 'open-app' },
      });
      expect((await complete(data)).json()).toMatchObject({ ret_code: 0, result: { first_time: false } });
      expect((await complete(launchData(telegramId(), { token: OTHER_BOT }))).json()).toMatchObject({
        ret_code: 31101,
      });
    });
  });

  describe('trying it without Telegram', () => {
    it('TG-9 the dev launch route signs data the api accepts and sends the browser to the mini-app page', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/x-api/dev/telegram-launch?id=4242&lang=ar-SA' });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(location.pathname).toBe('/ar-SA/telegram-register-login');
      const hash = new URLSearchParams(location.hash.slice(1));
      expect(hash.get('tgWebAppPlatform')).toBe('web');
      expect((await telegramLogin(hash.get('tgWebAppData') as string)).ret_code).toBe(31105);
      const old = await h.app.inject({
        method: 'GET',
        url: '/x-api/dev/telegram-launch?id=4242&age=172800&format=json',
      });
      const { init_data } = old.json<Answer<{ init_data: string }>>().result;
      expect((await telegramLogin(init_data)).ret_code).toBe(31102);
      const task = await h.app.inject({
        method: 'GET',
        url: '/x-api/dev/telegram-launch?id=4242&path=earn/tg-page&campaignId=spring&taskId=visit',
      });
      const taskPage = new URL(String(task.headers.location));
      expect(`${taskPage.pathname}${taskPage.search}`).toBe('/en/earn/tg-page?campaignId=spring&taskId=visit');
    });
  });
});

describe('TG-9 production without a bot token', () => {
  it('TG-9 verifies nothing (the development token is never used in production)', async () => {
    const { readApiConfig } = await import('@/server/config');
    expect(readApiConfig({ NODE_ENV: 'production' }).telegram.botToken).toBe('');
    expect(readApiConfig({}).telegram.botToken).toBe(DEV_BOT_TOKEN);
    const { checkInitData } = await import('@/server/telegram/init-data');
    expect(checkInitData(launchData(5), { botToken: '', botName: 'x', maxAgeSeconds: 86_400 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
