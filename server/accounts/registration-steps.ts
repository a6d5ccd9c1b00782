import type { FastifyReply, FastifyRequest } from 'fastify';

import { isValidPassword, PASSWORD_RULES_MESSAGE } from '@/config/password-rules';
import type { RegisterVariant } from '@/config/x-api';
import type { RequestOf } from '@/contract/endpoint';
import type { registrationInfo } from '@/contract/register/info';
import type { oldRegistrationEmail } from '@/contract/register/old-register-email';
import type { oldRegistrationMobile } from '@/contract/register/old-register-mobile';
import type { registrationPassword } from '@/contract/register/password';
import type { registrationResend } from '@/contract/register/resend';
import { RET_CODES, type RetCode } from '@/contract/ret-codes';

import { giveBrowserSecret, holdsBrowserSecret, newBrowserSecret } from '../auth/browser-secret';
import type { Db } from '../db';
import { API_ERRORS, fail, ok } from '../envelope';
import { recordLoginEvent } from '../security/login-events';
import { bindAlong } from '../telegram/links';
import { maskEmail, maskMobile } from '../user/mask';
import { attemptsFromIp, recordAttempt } from './attempts';
import { CAPTCHA_FAILED, captchaPasses, REGISTER_SCENE } from './captcha-check';
import type { AccountOptions } from './options';
import { hashPassword } from './password-hash';
import { claimEncryptedPassword } from './password-transport';
import {
  checkCode,
  completeRegistration,
  findRegistration,
  openRegistration,
  readVariant,
  REG_ERRORS,
  REGISTRATION_TTL_MINUTES,
  resend,
  type RegistrationRefusal,
  type RegistrationRow,
} from './registration';
import { countryOfRow, oldRegistrationOf, registrationAccount } from './registration-account';
import { langOf, linkOrigin, platformOf, readExtJson, registrationPayload } from './registration-request';
import { sessionResult, startSession } from './session-reply';

/**
 * REG-1..7: the registration steps that take more than one check: starting
 * one (every variant), sending its code again, the password step, the old
 * variants' one-call register. Each answers the envelope its route sends.
 */

export interface RegistrationDeps {
  readonly db: Db;
  readonly accounts: AccountOptions;
  /** the visitor's country ('' when unknown), kept with the new session (issue 36 item 8) */
  readonly countryOf: (req: FastifyRequest) => string;
}

/** A registration step's refusal as the envelope; `result` goes along when the code has one (30050). */
export function refuse<C extends RetCode>(refusal: RegistrationRefusal<C>) {
  return refusal.result ? fail(refusal.code, refusal.message, refusal.result) : fail(refusal.code, refusal.message);
}

/** REG-6: a code as typed: six digits, else something no code matches. */
export function typedCode(value: string | number | undefined): string {
  const code = value === undefined ? '' : String(value).trim();
  return /^[0-9]{6}$/.test(code) ? code : 'x';
}

type StartBody = RequestOf<typeof registrationInfo>;

export interface StartOptions {
  readonly type: 1 | 5 | 44;
  readonly channel: 'email' | 'mobile';
  readonly siteId: string;
  /** the variant this call starts, from the configured one (the old endpoints start old variants) */
  readonly variantOf: (configured: RegisterVariant) => RegisterVariant;
}

/**
 * REG-4, REG-5: the start shared by every variant: ext_json, the network's
 * limit, the captcha, the account's checks, then a pending registration that
 * sends its code or link.
 */
export async function startRegistration(
  { db, accounts }: RegistrationDeps,
  req: FastifyRequest<{ Body: StartBody }>,
  reply: FastifyReply,
  start: StartOptions,
) {
  const body = req.body;
  const ext = readExtJson(body.ext_json);
  if (!ext.ok) return refuse(ext.refusal);
  await recordAttempt(db, 'register', req.ip);
  // REG-8: too many registration sends from one network
  if ((await attemptsFromIp(db, 'register', req.ip)) > accounts.ipLimit) return refuse(API_ERRORS.networkLimit);
  if (!(await captchaPasses(db, body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
  const checked = await registrationAccount(db, body, start.channel, start.siteId);
  if (!checked.ok) return refuse(checked.refusal);
  const browser = newBrowserSecret();
  const opened = await openRegistration(
    db,
    req.log,
    {
      variant: start.variantOf(await readVariant(db)),
      type: start.type,
      account: checked.account,
      siteId: start.siteId,
      lang: langOf(req, body.lang),
      platform: platformOf(req),
      ip: req.ip,
      payload: registrationPayload(body, ext.ext),
      browserSecretHash: browser.hash,
    },
    { country: checked.country, webOrigin: await linkOrigin(db, req, accounts.webOrigin, accounts.production) },
  );
  giveBrowserSecret(req, reply, registrationCookieName(opened.uuid), browser.secret, REGISTRATION_TTL_MINUTES * 60);
  return ok(opened);
}

/** REG-4: another code or link for a registration that is still waiting for one. */
export async function resendRegistration(
  { db, accounts }: RegistrationDeps,
  req: FastifyRequest<{ Body: RequestOf<typeof registrationResend> }>,
) {
  const row = await findRegistration(db, req.body.uuid);
  if (!row) return refuse(REG_ERRORS.unknown);
  if (!(await captchaPasses(db, req.body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
  const webOrigin = await linkOrigin(db, req, accounts.webOrigin, accounts.production);
  const refusal = await resend(db, req.log, row, { country: await countryOfRow(db, row), webOrigin });
  if (refusal) return refuse(refusal);
  return ok({ uuid: row.uuid, step: row.method === 'link' ? 'verfiyLink' : 'verfiyCode' });
}

/** A registration's browser secret lives in a cookie of its own: two sign-ups in two tabs do not overwrite each other. */
function registrationCookieName(uuid: string): string {
  return `reg_${uuid}`;
}

/** Whether the request comes from the browser the registration was started in. */
function isRegistrationBrowser(req: FastifyRequest, row: RegistrationRow): boolean {
  return holdsBrowserSecret(req, registrationCookieName(row.uuid), row.browser_secret_hash);
}

/** LOGIN-4: the new password of a body, checked against the rules, as its hash; or the refusal. */
async function newPasswordHash({ db, accounts }: RegistrationDeps, body: unknown, uuid: string) {
  const pw = await claimEncryptedPassword(db, body, accounts.rsa, `register:${uuid}`);
  if (!pw.ok) return { ok: false, refusal: { code: pw.code, message: pw.message } } as const;
  if (!isValidPassword(pw.password)) {
    return { ok: false, refusal: { code: RET_CODES.badRequest, message: PASSWORD_RULES_MESSAGE } } as const;
  }
  return { ok: true, hash: await hashPassword(pw.password) } as const;
}

/** The account of a verified registration, its session, and (LOGIN-8, TG-6) the Telegram link asked for along. */
async function finish(
  { db, accounts, countryOf }: RegistrationDeps,
  req: FastifyRequest<{ Body: object }>,
  reply: FastifyReply,
  row: RegistrationRow,
  passwordHash: string,
  siteId?: string,
) {
  const created = await completeRegistration(db, row, { passwordHash, siteId });
  if ('code' in created) return refuse(created);
  const country = countryOf(req);
  const token = await startSession(db, req, reply, created.id, country);
  // issue 36 item 8: the account's first login in its history
  await recordLoginEvent(db, req, created.id, { method: 'registration', result: 'success', country });
  const tgBind = await bindAlong(db, created.id, req.body, accounts.telegram);
  return ok({ ...sessionResult(token, created, { isNewUser: true }), tg_bind_result: tgBind });
}

/** REG-4: the password step of the new variants; `siteId` is the regulated site the account is made on. */
export async function passwordStep(
  deps: RegistrationDeps,
  req: FastifyRequest<{ Body: RequestOf<typeof registrationPassword> }>,
  reply: FastifyReply,
  siteId: string | undefined,
) {
  const row = await findRegistration(deps.db, req.body.uuid);
  if (!row) return refuse(REG_ERRORS.unknown);
  // the uuid travels in URLs and mail: only the browser that started the sign-up finishes it
  if (!isRegistrationBrowser(req, row)) return refuse(REG_ERRORS.otherBrowser);
  if (row.user_id !== null) return refuse(REG_ERRORS.exists);
  if (row.expired) return refuse(REG_ERRORS.expired);
  if (!row.verified) return refuse(REG_ERRORS.notVerified);
  if (!(await captchaPasses(deps.db, req.body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
  const pw = await newPasswordHash(deps, req.body, row.uuid);
  if (!pw.ok) return refuse(pw.refusal);
  return finish(deps, req, reply, row, pw.hash, siteId);
}

type OldRegisterBody = RequestOf<typeof oldRegistrationEmail> | RequestOf<typeof oldRegistrationMobile>;

/** REG-2 old variants: the account, its code (unless a link verified it) and the password, in one call. */
export async function oldRegister(
  deps: RegistrationDeps,
  req: FastifyRequest<{ Body: OldRegisterBody }>,
  reply: FastifyReply,
  channel: 'email' | 'mobile',
) {
  const target = await oldRegistrationOf(deps.db, req.body, channel);
  if (!target.ok) return refuse(target.refusal);
  if (!isRegistrationBrowser(req, target.row)) return refuse(REG_ERRORS.otherBrowser);
  let row = target.row;
  if (!(await captchaPasses(deps.db, req.body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
  const pw = await newPasswordHash(deps, req.body, row.uuid);
  if (!pw.ok) return refuse(pw.refusal);
  if (!row.verified) {
    if (row.method !== 'code') return refuse(REG_ERRORS.notVerified);
    const refusal = await checkCode(deps.db, row, typedCode(req.body.code));
    if (refusal) return refuse(refusal);
    row = { ...row, verified: true };
  } else if (row.expired) {
    return refuse(REG_ERRORS.expired);
  }
  return finish(deps, req, reply, row, pw.hash);
}

/**
 * REG-7: where a recall link may resume; an unknown registration resumes
 * nowhere, and one started in another browser is refused (its uuid alone
 * resumes nothing).
 */
export function recallFor(req: FastifyRequest, row: RegistrationRow | null) {
  if (row && !isRegistrationBrowser(req, row)) return refuse(REG_ERRORS.otherBrowser);
  return ok(recallOf(row));
}

function recallOf(row: RegistrationRow | null) {
  if (!row) return { recall_stage: '', platform: '', login_name: '', version: '' } as const;
  const stage = row.user_id !== null ? 'commit_login' : row.verified && !row.expired ? 'commit_password' : '';
  return {
    recall_stage: stage,
    platform: row.platform,
    login_name: row.channel === 'email' ? maskEmail(row.email) : maskMobile(row.mobile),
    version: row.variant,
  } as const;
}

/** REG-8: the registration risk check intercepts a network over its limit of sends. */
export async function registrationIntercepted({ db, accounts }: RegistrationDeps, ip: string): Promise<boolean> {
  return (await attemptsFromIp(db, 'register', ip)) > accounts.ipLimit;
}
