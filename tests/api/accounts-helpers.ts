import { generateKeyPairSync, randomInt, sign, type KeyObject } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';

import type { SessionResult } from '@/contract/session';
import { hashPassword } from '@/server/accounts/password-hash';
import { solvedCaptchaFor } from '@/server/captcha/test-support';
import type { Queryable } from '@/server/db';

import { browserOf, createUser, get, post, type Reply, type TestUser } from './helpers';

export const SCENE = { login: 31000, register: 31004, trLogin: 31013, euLogin: 31014 } as const;

/** The public key the api serves to the pages (LOGIN-4). */
export async function publicKey(app: FastifyInstance): Promise<string> {
  const { body } = await post<{ data: { name: string; value: string }[] }>(app, '/x-api/v3/config/web', {
    keys: ['rsa_public_key'],
  });
  const pem = body.result.data.find((d) => d.name === 'rsa_public_key')?.value;
  if (!pem) throw new Error('no rsa_public_key served');
  return pem;
}

/** What the page's jsencrypt sends: base64 RSA PKCS#1 v1.5 of password + 13-digit ms timestamp. */
export function encryptPassword(pem: string, password: string, timestamp: number = Date.now()) {
  const key = forge.pki.publicKeyFromPem(pem);
  const stamp = String(timestamp);
  const cipher = key.encrypt(forge.util.encodeUtf8(password + stamp), 'RSAES-PKCS1-V1_5');
  return { encrypt_password: forge.util.encode64(cipher), encrypt_timestamp: stamp };
}

export async function passwordFields(app: FastifyInstance, password: string, timestamp?: number) {
  return encryptPassword(await publicKey(app), password, timestamp);
}

export function captcha(app: FastifyInstance, scene: number): Promise<Record<string, unknown>> {
  return solvedCaptchaFor(app, scene);
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const { body } = await get<{ list: OutboxEntry[] }>(app, `/x-api/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.result.list;
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const [latest] = await outbox(app, to);
  if (!latest?.code) throw new Error(`no code sent to ${to}`);
  return latest.code;
}

let counter = 0;
/** A fresh address per call (tests share one database per driver). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A fresh 10-digit GB mobile number (GB: +44, 10 national digits). */
export function uniqueMobile(): string {
  return `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export const PASSWORD = 'Secret123';

/**
 * A fresh client address (X-Forwarded-For; the app trusts the proxy). Limits
 * count per IP and the suites share one database, so calls that count toward
 * a limit come from their own address unless a test is about the limit.
 */
export function ipHeader(ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`) {
  return { 'x-forwarded-for': ip };
}

/** An account with a password, made directly in the database. */
export async function userWithPassword(
  db: Queryable,
  fields: { email?: string; mobile?: string; countryCode?: string; password?: string } = {},
): Promise<TestUser & { email: string | null; password: string }> {
  const email = fields.email === undefined && !fields.mobile ? uniqueEmail('login') : (fields.email ?? null);
  const user = await createUser(db, { email, mobile: fields.mobile ?? null, countryCode: fields.countryCode ?? null });
  const password = fields.password ?? PASSWORD;
  await db.query('update users set password_hash = $2 where id = $1', [user.id, await hashPassword(password)]);
  return { ...user, email, password };
}

export type { SessionResult };

/** A login as the page sends it. */
export async function login(
  app: FastifyInstance,
  loginName: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = ipHeader(),
  path = '/x-api/login',
): Promise<Reply<SessionResult & { pass_err_count?: number }>> {
  return post(
    app,
    path,
    {
      login_name: loginName,
      ...(await passwordFields(app, password)),
      ...(await captcha(app, SCENE.login)),
      ...extra,
    },
    headers,
  );
}

/** The whole three-step email registration (newCode); returns the session result. */
export async function registerByEmail(
  api: FastifyInstance,
  email: string,
  password = PASSWORD,
  channel: Record<string, unknown> = {},
): Promise<Reply<SessionResult>> {
  // one browser from start to finish: the registration is bound to it
  const app = browserOf(api);
  const info = await post<{ uuid: string; step: string }>(
    app,
    '/x-api/user/public/register/info',
    { register_type: 1, email, ...channel, ...(await captcha(app, SCENE.register)) },
    ipHeader(),
  );
  if (info.body.ret_code !== 0) throw new Error(`register/info: ${JSON.stringify(info.body)}`);
  const { uuid } = info.body.result;
  const verify = await post(app, '/x-api/user/public/register/verify', { uuid, code: await lastCode(app, email) });
  if (verify.body.ret_code !== 0) throw new Error(`register/verify: ${JSON.stringify(verify.body)}`);
  return post<SessionResult>(app, '/x-api/user/public/register/password', {
    uuid,
    ...(await passwordFields(app, password)),
    ...(await captcha(app, SCENE.register)),
  });
}

/**
 * LOGIN-6: a provider key pair the api holds as an inline key set, and
 * id_tokens signed with it (or with another `key`, to be refused).
 */
export function signingProvider(issuer = 'https://idp.example', clientId = 'client-1') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const idToken = (claims: Record<string, unknown>, key: KeyObject = privateKey) => {
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ iss: issuer, aud: clientId, iat: now, exp: now + 300, ...claims }),
    ).toString('base64url');
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };
  return { idToken, entry: { issuer, client_id: clientId, jwks: { keys: [jwk] } } };
}

/**
 * Issue 36: the session of `token` proves itself again (sudo mode) with the
 * password, and a second factor's code when the account has one on.
 */
export async function reprove(
  app: FastifyInstance,
  token: string,
  password: string,
  factor: { method: 'totp' | 'email' | 'sms'; code: string } | Record<string, never> = {},
  headers: Record<string, string> = ipHeader(),
): Promise<Reply<{ valid_until: number }>> {
  return post(
    app,
    '/x-api/user/security/reproof',
    { ...(await passwordFields(app, password)), ...factor },
    { ...headers, usertoken: token },
  );
}
