import { randomInt } from 'node:crypto';

import { sign } from '@tma.js/init-data-node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { parseThirdPartyProviders } from '@/server/accounts/thirdparty';
import { buildApp } from '@/server/app';
import { DEV_TELEGRAM, DEV_BOT_TOKEN } from '@/server/telegram/init-data';

import {
  captcha,
  ipHeader,
  login,
  passwordFields,
  PASSWORD,
  signingProvider,
  userWithPassword,
} from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, browserOf, post, tokenFor } from './helpers';

interface Answer {
  readonly ret_code: number;
  readonly result: { kyc_dialog?: string; dialog?: string; token?: string; status?: string };
}

/** What the account is like when it comes in. */
type State = 'banned' | 'terminated' | 'upgrading' | 'hong-kong' | 'unverified-from-turkey' | 'verified-from-turkey';

/** The answer each state must get, whichever way the person came in (LOGIN-12, DLG-3, DLG-5, DLG-6). */
const EXPECTED: Record<State, (a: Answer) => void> = {
  banned: (a) => expect(a.ret_code).toBe(31003),
  terminated: (a) => expect(a.ret_code).toBe(40029),
  upgrading: (a) => expect(a).toMatchObject({ ret_code: 30086, result: { dialog: 'UTA_UPGRADE_ERROR' } }),
  'hong-kong': (a) => expect(a).toMatchObject({ ret_code: 41130, result: { dialog: 'HKUSER_NO_LOGIN_OTHER' } }),
  'unverified-from-turkey': (a) => expect(a).toMatchObject({ ret_code: 0, result: { kyc_dialog: 'MAIN_NO_KYC' } }),
  'verified-from-turkey': (a) => {
    expect(a.ret_code).toBe(0);
    expect(a.result.kyc_dialog).toBeUndefined();
  },
};

const FROM_TURKEY = { 'X-Country': 'TR' };

describeEachDriver('one gate for every way in (LOGIN-12, DLG-3, DLG-5, DLG-6)', (h) => {
  let app: FastifyInstance;
  const idp = signingProvider();
  beforeAll(async () => {
    app = await buildApp({
      security: { newDeviceCheck: false },
      db: h.db,
      logLevel: 'silent',
      countryOverride: true,
      accounts: { thirdParty: parseThirdPartyProviders(JSON.stringify({ google: idp.entry })), telegram: DEV_TELEGRAM },
    });
  });
  afterAll(() => app?.close());

  /** A fresh account in `state`, with a password. */
  async function account(state: State) {
    const user = await userWithPassword(h.db);
    const set = (sql: string) => h.db.query(`update users set ${sql} where id = $1`, [user.id]);
    if (state === 'banned') await set("status = 2, banned_at = now() - interval '1 hour', self_help_ban = false");
    if (state === 'terminated') await set('status = 3');
    if (state === 'upgrading') await set('status = 4');
    if (state === 'hong-kong') await set("site_id = 'HKG'");
    if (state === 'verified-from-turkey') await set('kyc_person_level = 1');
    return user;
  }

  /** Each way in, from a browser in Turkey, for the account: its answer. */
  const WAYS: Record<string, (user: Awaited<ReturnType<typeof account>>) => Promise<Answer>> = {
    async password(user) {
      return (await login(app, user.email as string, PASSWORD, {}, { ...ipHeader(), ...FROM_TURKEY })).body as Answer;
    },
    async 'QR code'(user) {
      const browser = browserOf(app);
      const shown = await browser.inject({ url: '/x-api/v3/public/qrcode/generate', headers: FROM_TURKEY });
      const uuid = shown.json<{ result: { uuid: string } }>().result.uuid;
      // the phone, signed in (whatever the account's state now, its session was opened before)
      const phone = auth(await tokenFor(h.db, user.uid));
      expect((await post(app, '/x-api/v3/private/qrcode/scan', { uuid }, phone)).body.ret_code).toBe(0);
      expect((await post(app, '/x-api/v3/private/qrcode/confirm', { uuid }, phone)).body.ret_code).toBe(0);
      const status = await browser.inject({ url: `/x-api/v3/public/qrcode/status?uuid=${uuid}`, headers: FROM_TURKEY });
      return status.json<Answer>();
    },
    async 'quick login'(user) {
      const issued = await post<{ tmp_token: string }>(
        app,
        '/x-api/user/private/quick_token',
        {},
        auth(await tokenFor(h.db, user.uid)),
      );
      return (
        await post(app, '/x-api/user/public/quick_login', { tmp_token: issued.body.result.tmp_token }, FROM_TURKEY)
      ).body as Answer;
    },
    async Telegram(user) {
      const telegramId = randomInt(1_000_000, 2_000_000_000);
      await h.db.query('insert into telegram_links (user_id, telegram_id, telegram_username) values ($1, $2, $3)', [
        user.id,
        telegramId,
        `tg${telegramId}`,
      ]);
      const initData = sign({ user: { id: telegramId, first_name: 'Tess' } }, DEV_BOT_TOKEN, new Date());
      return (await post(app, '/x-api/user/public/telegram/login', { tg_init_data: initData }, FROM_TURKEY))
        .body as Answer;
    },
    async 'third-party identity'(user) {
      const subject = `gate-${user.uid}`;
      await h.db.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [
        'google',
        subject,
        user.id,
      ]);
      const idToken = idp.idToken({ sub: subject, email: user.email, email_verified: true });
      return (
        await post(app, '/x-api/user/public/login/thirdparty', { provider: 'google', id_token: idToken }, FROM_TURKEY)
      ).body as Answer;
    },
    async 'third-party link'(user) {
      const idToken = idp.idToken({ sub: `link-${user.uid}`, email: user.email, email_verified: true });
      const asked = await post<{ link_token: string }>(app, '/x-api/user/public/login/thirdparty', {
        provider: 'google',
        id_token: idToken,
      });
      const body = {
        link_token: asked.body.result.link_token,
        ...(await passwordFields(app, PASSWORD)),
        ...(await captcha(app, 31001)),
      };
      return (await post(app, '/x-api/user/public/login/thirdparty/link', body, { ...ipHeader(), ...FROM_TURKEY }))
        .body as Answer;
    },
  };

  it('DLG-5 a way in without a site field is judged on the site of the host the page was served from', async () => {
    const quickLogin = async (user: Awaited<ReturnType<typeof account>>, host: string) => {
      const issued = await post<{ tmp_token: string }>(
        app,
        '/x-api/user/private/quick_token',
        {},
        auth(await tokenFor(h.db, user.uid)),
      );
      return (
        await post(
          app,
          '/x-api/user/public/quick_login',
          { tmp_token: issued.body.result.tmp_token },
          {
            'x-forwarded-host': host,
          },
        )
      ).body as Answer;
    };
    expect((await quickLogin(await account('hong-kong'), 'hk.localhost:3000')).ret_code).toBe(0);
    expect((await quickLogin(await account('hong-kong'), 'www.bybit.com.hk')).ret_code).toBe(0);
    expect(await quickLogin(await account('verified-from-turkey'), 'hk.localhost:3000')).toMatchObject({
      ret_code: 41130,
      result: { dialog: 'NOHKUSER_NO_LGOIN_HKSITE' },
    });
    expect((await quickLogin(await account('hong-kong'), 'localhost:3000')).ret_code).toBe(41130);
  });

  for (const [way, comeIn] of Object.entries(WAYS)) {
    for (const state of Object.keys(EXPECTED) as State[]) {
      it(`LOGIN-12 DLG-5 DLG-6 ${way}: an account that is ${state} is answered as the password login answers it`, async () => {
        EXPECTED[state](await comeIn(await account(state)));
      });
    }
  }
});
