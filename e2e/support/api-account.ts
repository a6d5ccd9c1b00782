import { expect, type APIRequestContext } from '@playwright/test';
import forge from 'node-forge';

import { CAPTCHA_INFO_TYPE, CAPTCHA_KEY_VERSION } from '../../config/captcha';
import type { MagpieChallenge } from '../../contract/captcha/captcha-info';
import { magpieToken, solveMagpieChallenge } from '../../server/captcha/test-support';
import { API, lastMessage } from './auth';
import { WEB } from './ports';

/** Captcha scenes of the sign-up and the login (CAP-6). */
const SCENE = { login: 31000, register: 31004 } as const;

interface Answer<T = Record<string, unknown>> {
  readonly ret_code: number;
  readonly result: T;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, origin = API): Promise<Answer<T>> {
  const res = await request.post(`${origin}/x-api${path}`, { data });
  return (await res.json()) as Answer<T>;
}

/** The fields of a solved in-house captcha for `scene`, as a page sends them. */
async function captcha(request: APIRequestContext, scene: number): Promise<Record<string, unknown>> {
  const res = await request.get(`${API}/x-api/v3/public/user/captcha-info`, {
    params: { type: CAPTCHA_INFO_TYPE, login_name: 'e2e', scene },
  });
  const body = (await res.json()) as Answer<{ magpie?: MagpieChallenge }>;
  if (!body.result.magpie) throw new Error(`captcha-info: ${JSON.stringify(body)}`);
  return {
    magpie_verify_info: { token: magpieToken(solveMagpieChallenge(body.result.magpie)), scene },
    type: 'magpie',
    key_version: CAPTCHA_KEY_VERSION,
  };
}

/** The password as a page sends it: RSA PKCS#1 v1.5 of the password and a millisecond time, base64. */
async function encrypted(request: APIRequestContext, password: string): Promise<Record<string, string>> {
  const config = await post<{ data: { name: string; value: string }[] }>(request, '/v3/config/web', {
    keys: ['rsa_public_key'],
  });
  const pem = config.result.data.find((d) => d.name === 'rsa_public_key')?.value ?? '';
  const stamp = String(Date.now());
  const cipher = forge.pki.publicKeyFromPem(pem).encrypt(forge.util.encodeUtf8(password + stamp), 'RSAES-PKCS1-V1_5');
  return { encrypt_password: forge.util.encode64(cipher), encrypt_timestamp: stamp };
}

/**
 * An email account made through the api's own sign-up (newCode: account,
 * the code from the outbox, the password). Sent through the web's /x-api
 * (`origin` WEB) with a browser context's `request`, that browser is signed
 * in to it, with the one session the sign-up opens, as after a sign-up on
 * the pages.
 */
export async function apiAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  origin: string = API,
): Promise<void> {
  const info = await post<{ uuid: string }>(
    request,
    '/user/public/register/info',
    { register_type: 1, email, ...(await captcha(request, SCENE.register)) },
    origin,
  );
  expect(info.ret_code, JSON.stringify(info)).toBe(0);
  const code = (await lastMessage(request, email)).code ?? '';
  const verified = await post(request, '/user/public/register/verify', { uuid: info.result.uuid, code }, origin);
  expect(verified.ret_code).toBe(0);
  const done = await post(
    request,
    '/user/public/register/password',
    { uuid: info.result.uuid, ...(await encrypted(request, password)), ...(await captcha(request, SCENE.register)) },
    origin,
  );
  expect(done.ret_code, JSON.stringify(done)).toBe(0);
}

/** A new account that the browser of `browserRequest` (`page.request`) is signed in to: see apiAccount. */
export async function apiAccountSignedIn(
  browserRequest: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await apiAccount(browserRequest, email, password, WEB);
}

/** A password login through the api: its answer. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Answer> {
  return post(request, '/login', {
    login_name: email,
    ...(await encrypted(request, password)),
    ...(await captcha(request, SCENE.login)),
  });
}
