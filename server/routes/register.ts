import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isValidPassword, PASSWORD_RULES_MESSAGE } from '@/config/password-rules';
import { REGISTER_TYPES, type RegisterVariant } from '@/config/x-api';

import {
  lookupMobileCountry,
  mobileFitsCountry,
  normalizeEmail,
  normalizeMobileDigits,
  type MobileCountry,
} from '../accounts/account-names';
import { attemptsFromIp, recordAttempt } from '../accounts/attempts';
import { CAMPAIGN_FIELDS } from '../accounts/attribution';
import { accountType, CAPTCHA_FAILED, captchaPasses, REGISTER_SCENE } from '../accounts/captcha-check';
import { hashPassword } from '../accounts/password-hash';
import { claimEncryptedPassword, encryptedPasswordProperties } from '../accounts/password-transport';
import { phonePermissions, siteIdOf } from '../accounts/permissions';
import {
  accountOf,
  checkSecret,
  completeRegistration,
  findRegistration,
  isRefusal,
  latestOpenRegistration,
  openRegistration,
  readVariant,
  REG_ERRORS,
  resend,
  type Refusal,
  type RegistrationRow,
} from '../accounts/registration';
import { sessionResult, startSession } from '../accounts/session-reply';
import { accountExists, type AccountRef } from '../accounts/users';
import { currentUser, requireUser } from '../auth/guard';
import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { bindAlong, bindAlongProperties } from '../telegram/links';
import { maskEmail, maskMobile } from '../user/mask';
import { parseHostList } from './config';
import type { RouteDeps } from './deps';

/** REG-8: the risk scene of registration. */
export const REGISTER_RISK_SCENE = 30002;

const IP_LIMIT = { code: 31018, message: 'Too many attempts from this network' } as const;

type Fields = Record<string, unknown>;

function refuse(r: Refusal) {
  return r.result ? fail(r.code, r.message, r.result) : fail(r.code, r.message);
}

/** ext_json {tg_source, eu_subscription 0|1, is_manual_input}, sent as an object or a JSON string. */
function parseExtJson(value: unknown): { ok: true; ext: Fields } | { ok: false; message: string } {
  if (value === undefined || value === null || value === '') return { ok: true, ext: {} };
  let ext: unknown = value;
  if (typeof value === 'string') {
    try {
      ext = JSON.parse(value);
    } catch {
      return { ok: false, message: 'ext_json must be a JSON object' };
    }
  }
  if (!ext || typeof ext !== 'object' || Array.isArray(ext))
    return { ok: false, message: 'ext_json must be a JSON object' };
  const e = ext as Fields;
  if (e.eu_subscription !== undefined && e.eu_subscription !== 0 && e.eu_subscription !== 1) {
    return { ok: false, message: 'ext_json.eu_subscription must be 0 or 1' };
  }
  const picked: Fields = {};
  for (const key of ['tg_source', 'eu_subscription', 'is_manual_input'] as const) {
    if (e[key] !== undefined) picked[key] = e[key];
  }
  return { ok: true, ext: picked };
}

/** REG-5: what a registration keeps of the page's payload (channel info, attribution, telegram callback). */
function registrationPayload(body: Fields, ext: Fields): Fields {
  const payload: Fields = { ext_json: ext };
  for (const key of [
    'url',
    'user_code',
    'medium',
    'userCode',
    'channel',
    'affiliate_id',
    'ref',
    ...CAMPAIGN_FIELDS,
    'telegram_callback',
  ]) {
    const v = body[key];
    if (v !== undefined && v !== null && v !== '' && (typeof v !== 'string' || v.length <= 2048)) payload[key] = v;
  }
  return payload;
}

const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$/;

function langOf(req: FastifyRequest, body: Fields): string {
  const header = req.headers.lang;
  const candidates = [body.lang, Array.isArray(header) ? header[0] : header];
  for (const c of candidates) if (typeof c === 'string' && LANG.test(c.trim())) return c.trim();
  return 'en';
}

function platformOf(req: FastifyRequest): string {
  const p = req.headers.platform;
  const value = (Array.isArray(p) ? p[0] : p)?.trim().toLowerCase();
  return value && /^[a-z0-9_-]{1,16}$/.test(value) ? value : 'pc';
}

function headerOrigin(req: FastifyRequest): string | null {
  for (const name of ['origin', 'referer'] as const) {
    const raw = req.headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: ignored
    }
  }
  return null;
}

/**
 * The origin activation links point to: the requesting page's (Origin, else
 * Referer) when it is WEB_ORIGIN, a white host, or (outside production) a
 * localhost name; otherwise WEB_ORIGIN. A forged Origin cannot send a link
 * to a foreign site.
 */
async function linkOrigin(db: Queryable, req: FastifyRequest, webOrigin: string, production: boolean) {
  const origin = headerOrigin(req);
  if (!origin || origin === webOrigin) return webOrigin;
  if (!production) {
    const host = new URL(origin).hostname;
    if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1') return origin;
  }
  const [table, config] = await Promise.all([
    db.query('select 1 from white_hosts where host = $1', [origin]),
    db.query<{ value: string }>("select value from app_config where project = 'web' and name = 'white_hosts'"),
  ]);
  if (table.rows.length > 0 || parseHostList(config.rows[0]?.value).includes(origin)) return origin;
  return webOrigin;
}

type AccountCheck = { ok: true; account: AccountRef; country?: MobileCountry } | { ok: false; refusal: Refusal };

const invalid = (message: string): AccountCheck => ({ ok: false, refusal: { code: 10001, message } });

/**
 * The account a registration names: a well-formed email, or a mobile number of
 * the right length for a country whose numbers may register (REG-10: 41007),
 * on a site that offers mobile registration (REG-3), not registered yet (30032).
 */
async function registrationAccount(
  db: Queryable,
  body: Fields,
  channel: 'email' | 'mobile',
  siteId: string,
): Promise<AccountCheck> {
  let account: AccountRef;
  let country: MobileCountry | undefined;
  if (channel === 'email') {
    const email = normalizeEmail(body.email);
    if (!email) return invalid('Enter a valid email address');
    account = { kind: 'email', email };
  } else {
    if (!(await phonePermissions(db, siteId)).registerMobile) {
      return invalid('Mobile registration is not available on this site');
    }
    const lookup = await lookupMobileCountry(db, body.country_code);
    if (!lookup.ok) return invalid(lookup.message);
    country = lookup.country;
    const mobile = normalizeMobileDigits(body.mobile);
    if (!mobile || !mobileFitsCountry(mobile, country)) {
      return invalid(`Enter a valid mobile number for ${country.code} (${country.min}-${country.max} digits)`);
    }
    if (country.restricted) return { ok: false, refusal: REG_ERRORS.restricted };
    account = { kind: 'mobile', countryCode: country.code, mobile };
  }
  if (await accountExists(db, account)) return { ok: false, refusal: REG_ERRORS.exists };
  return { ok: true, account, country };
}

/** The mobile country of a registration (for the SMS recipient). */
async function countryOfRow(db: Queryable, row: RegistrationRow): Promise<MobileCountry | undefined> {
  if (row.channel !== 'sms' || !row.country_code) return undefined;
  const lookup = await lookupMobileCountry(db, row.country_code);
  return lookup.ok ? lookup.country : undefined;
}

const uuidBody = { uuid: { type: 'string', minLength: 1, maxLength: 64 } } as const;
const channelFields = {
  regist_channel: { type: ['string', 'integer'] },
  url: { type: 'string', maxLength: 2048 },
  user_code: { type: 'string', maxLength: 64 },
  ext_json: { type: ['object', 'string'] },
  site_id: { type: 'string', maxLength: 16 },
  lang: { type: 'string', maxLength: 16 },
} as const;

/** REG-1..9, REG-11: registration in its four variants, recall, risk check, lists and referral codes. */
export async function registerRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  /** The common front of every call that sends a message: IP limit, then captcha. */
  async function guardSend(req: FastifyRequest): Promise<Refusal | null> {
    await recordAttempt(db, 'register', req.ip);
    if ((await attemptsFromIp(db, 'register', req.ip)) > accounts.ipLimit) return IP_LIMIT;
    if (!(await captchaPasses(db, req.body, REGISTER_SCENE))) return CAPTCHA_FAILED;
    return null;
  }

  /** The password of a body, checked against the rules; or the refusal. */
  async function newPasswordHash(body: unknown): Promise<{ ok: true; hash: string } | { ok: false; refusal: Refusal }> {
    const pw = await claimEncryptedPassword(db, body, accounts.rsa);
    if (!pw.ok) return { ok: false, refusal: pw };
    if (!isValidPassword(pw.password)) return { ok: false, refusal: { code: 10001, message: PASSWORD_RULES_MESSAGE } };
    return { ok: true, hash: await hashPassword(pw.password) };
  }

  async function finish(
    req: FastifyRequest,
    reply: FastifyReply,
    row: RegistrationRow,
    passwordHash: string,
    siteId?: string,
  ) {
    const created = await completeRegistration(db, row, { passwordHash, siteId });
    if (isRefusal(created)) return refuse(created);
    const token = await startSession(db, req, reply, created.id);
    // LOGIN-8, TG-6: a registration in the mini app links its Telegram account along
    const tgBind = await bindAlong(db, created.id, req.body, accounts.telegram);
    return ok({ ...sessionResult(token, created, { isNewUser: true }), tg_bind_result: tgBind });
  }

  /**
   * The start shared by every variant: limits, the account's checks, then a
   * pending registration that sends its code or link.
   */
  async function startRegistration(
    req: FastifyRequest<{ Body: Fields }>,
    start: {
      type: 1 | 5 | 44;
      channel: 'email' | 'mobile';
      siteId: ReturnType<typeof siteIdOf>;
      ext: Fields;
      variantOf: (configured: RegisterVariant) => RegisterVariant;
    },
  ) {
    const body = req.body;
    const guard = await guardSend(req);
    if (guard) return refuse(guard);
    const checked = await registrationAccount(db, body, start.channel, start.siteId);
    if (!checked.ok) return refuse(checked.refusal);
    const variant = start.variantOf(await readVariant(db));
    const webOrigin = await linkOrigin(db, req, accounts.webOrigin, accounts.production);
    const opened = await openRegistration(
      db,
      req.log,
      {
        variant,
        type: start.type,
        account: checked.account,
        siteId: start.siteId,
        lang: langOf(req, body),
        platform: platformOf(req),
        ip: req.ip,
        payload: registrationPayload(body, start.ext),
      },
      { country: checked.country, webOrigin },
    );
    return ok(opened);
  }

  // ---- new variants: account → code or link → password

  app.post<{ Body: Fields }>(
    '/user/public/register/info',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            // the account type is register_type: a string `type` belongs to the captcha payload (CAP-1)
            register_type: { type: 'integer' },
            type: { type: ['integer', 'string'] },
            email: { type: 'string', maxLength: 128 },
            mobile: { type: ['string', 'integer'] },
            country_code: { type: ['string', 'integer'] },
            ...channelFields,
          },
        },
      },
    },
    async (req) => {
      const body = req.body;
      const type = accountType(body);
      if (type !== 1 && type !== 5 && type !== 44) return fail(10001, 'register_type must be 1, 5 or 44');
      const ext = parseExtJson(body.ext_json);
      if (!ext.ok) return fail(10001, ext.message);
      const channel =
        type === REGISTER_TYPES.email || (type === REGISTER_TYPES.turkish && body.email !== undefined)
          ? 'email'
          : 'mobile';
      const siteId = siteIdOf(body.site_id, type === REGISTER_TYPES.turkish ? 'TUR' : 'BYBIT');
      return startRegistration(req, { type, channel, siteId, ext: ext.ext, variantOf: (configured) => configured });
    },
  );

  app.post<{ Body: { uuid: string } }>(
    '/user/public/register/send/verify/item',
    { schema: { body: { type: 'object', required: ['uuid'], properties: uuidBody } } },
    async (req) => {
      const row = await findRegistration(db, req.body.uuid);
      if (!row) return refuse(REG_ERRORS.unknown);
      if (!(await captchaPasses(db, req.body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
      const webOrigin = await linkOrigin(db, req, accounts.webOrigin, accounts.production);
      const refusal = await resend(db, req.log, row, { country: await countryOfRow(db, row), webOrigin });
      if (refusal) return refuse(refusal);
      return ok({ uuid: row.uuid, step: row.method === 'link' ? 'verfiyLink' : 'verfiyCode' });
    },
  );

  app.post<{ Body: { uuid: string; code: string } }>(
    '/user/public/register/verify',
    {
      schema: {
        body: {
          type: 'object',
          required: ['uuid', 'code'],
          properties: { ...uuidBody, code: { type: ['string', 'integer'] } },
        },
      },
    },
    async (req) => {
      const row = await findRegistration(db, req.body.uuid);
      if (!row) return refuse(REG_ERRORS.unknown);
      if (row.method !== 'code') return refuse(REG_ERRORS.wrongMethod);
      const code = String(req.body.code).trim();
      const refusal = await checkSecret(db, row, /^[0-9]{6}$/.test(code) ? code : 'x');
      if (refusal) return refuse(refusal);
      return ok({ verify_result: 1 });
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    '/user/public/register/verify/result',
    { schema: { querystring: { type: 'object', required: ['uuid'], properties: uuidBody } } },
    async (req) => {
      const row = await findRegistration(db, req.query.uuid);
      if (!row) return refuse(REG_ERRORS.unknown);
      return ok({ verify_result: row.verified ? 1 : 0 });
    },
  );

  app.post<{ Body: { uuid: string; token: string } }>(
    '/user/public/register/activate',
    {
      schema: {
        body: {
          type: 'object',
          required: ['uuid', 'token'],
          properties: { ...uuidBody, token: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (req) => {
      const row = await findRegistration(db, req.body.uuid);
      // an activation link works once: opened again, used or tampered with, it is no longer valid
      if (!row || row.method !== 'link' || row.verified || row.user_id !== null) return refuse(REG_ERRORS.badLink);
      const refusal = await checkSecret(db, row, req.body.token);
      if (refusal) return refuse(refusal);
      return ok({ verify_result: 1 });
    },
  );

  const passwordStep = async (
    req: FastifyRequest<{ Body: { uuid: string; site_id?: string } }>,
    reply: FastifyReply,
    siteId: string | undefined,
  ) => {
    const row = await findRegistration(db, req.body.uuid);
    if (!row) return refuse(REG_ERRORS.unknown);
    if (row.user_id !== null) return refuse(REG_ERRORS.exists);
    if (row.expired) return refuse(REG_ERRORS.expired);
    if (!row.verified) return refuse(REG_ERRORS.notVerified);
    if (!(await captchaPasses(db, req.body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
    const pw = await newPasswordHash(req.body);
    if (!pw.ok) return refuse(pw.refusal);
    return finish(req, reply, row, pw.hash, siteId);
  };
  const passwordSchema = {
    body: {
      type: 'object',
      required: ['uuid'],
      properties: {
        ...uuidBody,
        ...encryptedPasswordProperties,
        ...bindAlongProperties,
        site_id: { type: 'string', maxLength: 16 },
      },
    },
  } as const;
  app.post<{ Body: { uuid: string } }>('/user/public/register/password', { schema: passwordSchema }, (req, reply) =>
    passwordStep(req, reply, undefined),
  );
  app.post<{ Body: { uuid: string; site_id?: string } }>(
    '/user/public/register_compliance',
    { schema: passwordSchema },
    (req, reply) => passwordStep(req, reply, req.body.site_id ? siteIdOf(req.body.site_id) : undefined),
  );

  // ---- old variants: send a code (or link), then register with it in one call

  const oldSend = (channel: 'email' | 'mobile') => async (req: FastifyRequest<{ Body: Fields }>) => {
    const body = req.body;
    const ext = parseExtJson(body.ext_json);
    if (!ext.ok) return fail(10001, ext.message);
    const type =
      accountType(body) === REGISTER_TYPES.turkish
        ? REGISTER_TYPES.turkish
        : channel === 'email'
          ? REGISTER_TYPES.email
          : REGISTER_TYPES.mobile;
    const siteId = siteIdOf(body.site_id, type === 44 ? 'TUR' : 'BYBIT');
    return startRegistration(req, {
      type,
      channel,
      siteId,
      ext: ext.ext,
      variantOf: (configured) => (configured.endsWith('Link') ? 'oldLink' : 'oldCode'),
    });
  };

  const oldRegister =
    (channel: 'email' | 'mobile') => async (req: FastifyRequest<{ Body: Fields }>, reply: FastifyReply) => {
      const body = req.body;
      let account: AccountRef;
      if (channel === 'email') {
        const email = normalizeEmail(body.email);
        if (!email) return fail(10001, 'Enter a valid email address');
        account = { kind: 'email', email };
      } else {
        const lookup = await lookupMobileCountry(db, body.country_code);
        const mobile = normalizeMobileDigits(body.mobile);
        if (!lookup.ok) return fail(10001, lookup.message);
        if (!mobile) return fail(10001, 'Enter a valid mobile number');
        account = { kind: 'mobile', countryCode: lookup.country.code, mobile };
      }
      if (await accountExists(db, account)) return refuse(REG_ERRORS.exists);
      let row: RegistrationRow | null;
      if (typeof body.uuid === 'string' && body.uuid) {
        row = await findRegistration(db, body.uuid);
        const a = row ? accountOf(row) : null;
        if (row && JSON.stringify(a) !== JSON.stringify(account)) row = null;
      } else {
        row = await latestOpenRegistration(db, account);
      }
      if (!row) return fail(10001, 'Request a verification code first');
      if (row.user_id !== null) return refuse(REG_ERRORS.exists);
      if (!(await captchaPasses(db, body, REGISTER_SCENE))) return refuse(CAPTCHA_FAILED);
      const pw = await newPasswordHash(body);
      if (!pw.ok) return refuse(pw.refusal);
      if (!row.verified) {
        if (row.method !== 'code') return refuse(REG_ERRORS.notVerified);
        const code = typeof body.code === 'string' || typeof body.code === 'number' ? String(body.code).trim() : '';
        const refusal = await checkSecret(db, row, /^[0-9]{6}$/.test(code) ? code : 'x');
        if (refusal) return refuse(refusal);
        row = { ...row, verified: true };
      } else if (row.expired) {
        return refuse(REG_ERRORS.expired);
      }
      return finish(req, reply, row, pw.hash);
    };

  const oldSchema = (channel: 'email' | 'mobile', withPassword: boolean) => ({
    body: {
      type: 'object',
      required: channel === 'email' ? ['email'] : ['country_code', 'mobile'],
      properties: {
        email: { type: 'string', maxLength: 128 },
        mobile: { type: ['string', 'integer'] },
        country_code: { type: ['string', 'integer'] },
        register_type: { type: 'integer' },
        type: { type: ['integer', 'string'] },
        ...channelFields,
        ...(withPassword
          ? {
              ...encryptedPasswordProperties,
              ...bindAlongProperties,
              code: { type: ['string', 'integer'] },
              uuid: uuidBody.uuid,
            }
          : {}),
      },
    },
  });

  app.post<{ Body: Fields }>('/verify/register/email', { schema: oldSchema('email', false) }, oldSend('email'));
  app.post<{ Body: Fields }>('/verify/register/mobile', { schema: oldSchema('mobile', false) }, oldSend('mobile'));
  app.post<{ Body: Fields }>('/register/email', { schema: oldSchema('email', true) }, oldRegister('email'));
  app.post<{ Body: Fields }>('/register/mobile', { schema: oldSchema('mobile', true) }, oldRegister('mobile'));

  // ---- recall, risk, lists

  app.get<{ Querystring: { uuid: string } }>(
    '/user/public/register/recall/info',
    { schema: { querystring: { type: 'object', required: ['uuid'], properties: uuidBody } } },
    async (req) => {
      const row = await findRegistration(db, req.query.uuid);
      if (!row) return ok({ recall_stage: '', platform: '', login_name: '', version: '' });
      const stage = row.user_id !== null ? 'commit_login' : row.verified && !row.expired ? 'commit_password' : '';
      return ok({
        recall_stage: stage,
        platform: row.platform,
        login_name: row.channel === 'email' ? maskEmail(row.email) : maskMobile(row.mobile),
        version: row.variant,
      });
    },
  );

  app.post<{ Body: { sence?: number; ext_info?: unknown } }>(
    '/user/public/risk/default-intercept',
    {
      schema: {
        body: {
          type: 'object',
          properties: { sence: { type: 'integer' }, ext_info: { type: ['object', 'string', 'null'] } },
        },
      },
    },
    async (req) => {
      if (req.body?.sence !== REGISTER_RISK_SCENE) return ok({ intercept: false });
      const attempts = await attemptsFromIp(db, 'register', req.ip);
      return ok({ intercept: attempts > accounts.ipLimit });
    },
  );

  app.get('/register/countryCode', async () => {
    const { rows } = await db.query<{ code: string; dial_code: string; name: string }>(
      'select code, dial_code, name from countries where not is_disable order by name',
    );
    return ok({ list: rows });
  });

  app.get<{ Querystring: { site_id?: string } }>(
    '/register/permission_v2',
    { schema: { querystring: { type: 'object', properties: { site_id: { type: 'string', maxLength: 16 } } } } },
    async (req) => {
      const siteId = siteIdOf(req.query.site_id);
      const p = await phonePermissions(db, siteId);
      return ok({
        site_id: siteId,
        email: true,
        mobile: p.registerMobile,
        login_email: true,
        login_mobile: p.loginMobile,
      });
    },
  );

  // ---- REG-11

  app.post<{ Body: { channel: string; uuid: string; status: string | number } }>(
    '/v3/private/misc/cabital/post-register',
    {
      onRequest: auth,
      schema: {
        body: {
          type: 'object',
          required: ['channel', 'uuid', 'status'],
          properties: {
            channel: { type: 'string', minLength: 1, maxLength: 64 },
            uuid: { type: 'string', minLength: 1, maxLength: 64 },
            status: { type: ['string', 'integer'] },
          },
        },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const status = String(req.body.status);
      if (status.length > 32) return fail(10001, 'status is too long');
      await db.query('insert into post_register_events (user_id, channel, uuid, status) values ($1, $2, $3, $4)', [
        user.id,
        req.body.channel,
        req.body.uuid,
        status,
      ]);
      return ok({});
    },
  );

  app.post<{ Body: { code: string } }>(
    '/s1/code/info',
    {
      schema: {
        body: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64 } } },
      },
    },
    async (req) => {
      const code = req.body.code.trim();
      const { rows } = /^[A-Za-z0-9_-]{1,32}$/.test(code)
        ? await db.query<{
            scene: number;
            tpl: string;
            inviter_id: string | null;
            inviter_nickname: string | null;
            inviter_country: string | null;
          }>(
            `select scene, tpl, inviter_id, inviter_nickname, inviter_country from referral_codes
              where upper(code) = upper($1) and enabled`,
            [code],
          )
        : { rows: [] };
      const row = rows[0];
      return ok({
        valid: !!row,
        scene: row ? Number(row.scene) : 0,
        tpl: row?.tpl ?? '',
        info: { success: !!row },
        // AFF-5: who invites with a referral code (scene 2), for the landing to name them
        inviter: row?.inviter_id
          ? { id: row.inviter_id, nickname: row.inviter_nickname ?? '', country: row.inviter_country ?? '' }
          : null,
      });
    },
  );
}
