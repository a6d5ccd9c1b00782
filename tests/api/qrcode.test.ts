import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { deviceName } from '@/server/security/device-label';

import { ipHeader, userWithPassword } from './accounts-helpers';
import { describeEachDriver } from './harness';
import { auth, post, tokenFor, type Envelope } from './helpers';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Shown {
  uuid: string;
  cookie: string;
  expire_time: number;
}

/** Browser A: makes a code; its cookie is what ties the code to it. */
async function generate(app: FastifyInstance, headers: Record<string, string> = {}): Promise<Shown> {
  const res = await app.inject({
    method: 'GET',
    url: '/x-api/v3/public/qrcode/generate',
    headers: { 'user-agent': CHROME_WINDOWS, 'x-country': 'GB', ...ipHeader(), ...headers },
  });
  const body = res.json<Envelope<{ uuid: string; expire_time: number }>>();
  expect(body.ret_code).toBe(0);
  const cookie = res.cookies.find((c) => c.name === `qr_${body.result.uuid}`);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return { uuid: body.result.uuid, cookie: `${cookie!.name}=${cookie!.value}`, expire_time: body.result.expire_time };
}

async function status(app: FastifyInstance, uuid: string, cookie: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/x-api/v3/public/qrcode/status?uuid=${uuid}`,
    headers: { cookie },
  });
  return {
    body: res.json<Envelope<{ status: string; token?: string; uid?: string }>>(),
    tokenCookie: res.cookies.find((c) => c.name === 'BYBIT_TOKEN'),
  };
}

describeEachDriver('QR-code login (LOGIN-7)', (h) => {
  const act = (step: 'scan' | 'confirm' | 'cancel', uuid: string, token: string) =>
    post<Record<string, unknown>>(h.app, `/x-api/v3/private/qrcode/${step}`, { uuid }, auth(token));

  it('LOGIN-7 generate → scan (names the device and country) → confirm → the showing browser is signed in as the confirmer, once', async () => {
    const shown = await generate(h.app);
    expect(shown.expire_time * 1000 - Date.now()).toBeGreaterThan(100_000);
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('new');

    const phone = await userWithPassword(h.db);
    const token = await tokenFor(h.db, phone.uid);
    const scan = await act('scan', shown.uuid, token);
    expect(scan.body).toMatchObject({ ret_code: 0, result: { device: 'Chrome on Windows', country: 'GB' } });
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('scanned');

    expect((await act('confirm', shown.uuid, token)).body.ret_code).toBe(0);
    const signedIn = await status(h.app, shown.uuid, shown.cookie);
    expect(signedIn.body).toMatchObject({ ret_code: 0, result: { status: 'confirmed', uid: phone.uid } });
    expect(signedIn.tokenCookie?.value).toBe(signedIn.body.result.token);

    // used: neither the same browser nor anyone else gets a second session from it
    expect((await status(h.app, shown.uuid, shown.cookie)).body.ret_code).toBe(33101);
    expect((await act('confirm', shown.uuid, token)).body.ret_code).toBe(33102);
  });

  it('LOGIN-7 the code belongs to the browser that showed it: another browser polling it gets nothing', async () => {
    const shown = await generate(h.app);
    const phone = await userWithPassword(h.db);
    const token = await tokenFor(h.db, phone.uid);
    await act('scan', shown.uuid, token);
    await act('confirm', shown.uuid, token);
    const thief = await status(h.app, shown.uuid, `qr_${shown.uuid}=guessed-secret`);
    expect(thief.body.ret_code).toBe(33101);
    expect(thief.tokenCookie).toBeUndefined();
    const none = await h.app.inject({ method: 'GET', url: `/x-api/v3/public/qrcode/status?uuid=${shown.uuid}` });
    expect(none.json<Envelope>().ret_code).toBe(33101);
    // the owner still can
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('confirmed');
  });

  it('LOGIN-7 twenty parallel polls of a confirmed code open exactly one session', async () => {
    const shown = await generate(h.app);
    const token = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    await act('scan', shown.uuid, token);
    await act('confirm', shown.uuid, token);
    const polls = await Promise.all(Array.from({ length: 20 }, () => status(h.app, shown.uuid, shown.cookie)));
    expect(polls.filter((p) => p.body.ret_code === 0 && p.body.result.status === 'confirmed')).toHaveLength(1);
    expect(polls.filter((p) => p.tokenCookie)).toHaveLength(1);
  });

  it('LOGIN-7 only the account that scanned can confirm; a second account cannot take a scanned code', async () => {
    const shown = await generate(h.app);
    const first = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    const second = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    expect((await act('scan', shown.uuid, first)).body.ret_code).toBe(0);
    // the same person scanning again (a reload) sees the same request
    expect((await act('scan', shown.uuid, first)).body.ret_code).toBe(0);
    expect((await act('scan', shown.uuid, second)).body.ret_code).toBe(33102);
    expect((await act('confirm', shown.uuid, second)).body.ret_code).toBe(33102);
    expect((await act('cancel', shown.uuid, second)).body.ret_code).toBe(33102);
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('scanned');
  });

  it('LOGIN-7 confirming needs a scan first and a session; without a token it is 10006', async () => {
    const shown = await generate(h.app);
    const token = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    expect((await act('confirm', shown.uuid, token)).body.ret_code).toBe(33102);
    const anonymous = await post(h.app, '/x-api/v3/private/qrcode/scan', { uuid: shown.uuid });
    expect(anonymous.body.ret_code).toBe(10006);
  });

  it('LOGIN-7 cancel on the second device: the first browser sees cancelled and can never be signed in by it', async () => {
    const shown = await generate(h.app);
    const token = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    await act('scan', shown.uuid, token);
    expect((await act('cancel', shown.uuid, token)).body.ret_code).toBe(0);
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('cancelled');
    expect((await act('confirm', shown.uuid, token)).body.ret_code).toBe(33102);
  });

  it('LOGIN-7 a code expires after two minutes: status says expired, scan and confirm are refused', async () => {
    const shown = await generate(h.app);
    const token = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    await act('scan', shown.uuid, token);
    await h.db.query("update qr_logins set expires_at = now() - interval '1 second' where uuid = $1", [shown.uuid]);
    expect((await status(h.app, shown.uuid, shown.cookie)).body.result.status).toBe('expired');
    expect((await act('confirm', shown.uuid, token)).body.ret_code).toBe(33101);
    expect((await act('scan', shown.uuid, token)).body.ret_code).toBe(33101);
  });

  it('LOGIN-7 an unknown or malformed uuid is refused', async () => {
    const token = await tokenFor(h.db, (await userWithPassword(h.db)).uid);
    expect((await act('scan', '00000000-0000-4000-8000-000000000000', token)).body.ret_code).toBe(33101);
    expect((await act('scan', 'not-a-uuid', token)).status).toBe(400);
  });

  it('LOGIN-7 one network cannot make codes without end', async () => {
    const ip = ipHeader();
    const answers = await Promise.all(
      Array.from({ length: 70 }, () =>
        h.app.inject({ method: 'GET', url: '/x-api/v3/public/qrcode/generate', headers: ip }),
      ),
    );
    const codes = answers.map((a) => a.json<Envelope>().ret_code);
    expect(codes.filter((c) => c === 0)).toHaveLength(60);
    expect(codes.filter((c) => c === 31018)).toHaveLength(10);
  });
});

describe('LOGIN-7 the device the confirming person is told about', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mobile Safari on iOS',
    ],
    ['', 'Unknown device'],
  ])('LOGIN-7 %j is %j', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});
