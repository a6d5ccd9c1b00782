import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { LOCK_HOURS, MAX_PASSWORD_ERRORS } from '@/config/x-api';

import { lookupMobileCountry, normalizeEmail, normalizeMobileDigits } from '../accounts/account-names';
import { attemptsFromIp, failuresForLoginName, forgetAttempt, nameAttempt, recordAttempt } from '../accounts/attempts';
import { CAPTCHA_FAILED, captchaPasses, loginScene } from '../accounts/captcha-check';
import { verifyAgainstDummy, verifyPassword } from '../accounts/password-hash';
import { claimEncryptedPassword, encryptedPasswordProperties } from '../accounts/password-transport';
import { clearSessionCookie, sessionForAccount, sessionResult, startSession } from '../accounts/session-reply';
import {
  clearWrongPasswords,
  countWrongPassword,
  findUserByAccount,
  jurisdictionRefusal,
  kycDialogFor,
  statusRefusal,
  USER_STATUS,
  type AccountRef,
  type LoginUserRow,
} from '../accounts/users';
import { currentUser, requireUser, tokenFromRequest } from '../auth/guard';
import { deleteSession, hashToken, userFromToken } from '../auth/sessions';
import { requestCountry } from '../country';
import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { bindAlong, bindAlongProperties } from '../telegram/links';
import type { RouteDeps } from './deps';
import { issueSelfUnbindToken } from './self-unblock';

/** LOGIN-6: quick-login tokens live this long and work once. */
export const QUICK_TOKEN_TTL_SECONDS = 120;

export const LOGIN_ERRORS = {
  wrongPassword: { code: 31002, message: 'Incorrect password' },
  ipLimit: { code: 31018, message: 'Too many attempts from this network' },
  locked: { code: 31030, message: 'Too many password errors, try again later' },
  badLoginName: { code: 10001, message: 'Enter an email address, or a mobile number with its country code' },
  quickToken: { code: 33103, message: 'This quick login link has expired or was already used' },
} as const;

interface LoginBody {
  login_name: string;
  country_code?: string | number;
  site_id?: string;
  type?: number | string;
  register_type?: number;
  tr_login?: boolean | number;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['login_name'],
    properties: {
      login_name: { type: 'string', minLength: 1, maxLength: 128 },
      country_code: { type: ['string', 'integer'] },
      site_id: { type: 'string', maxLength: 16 },
      // a string `type` is the captcha's (CAP-1); the account type is register_type
      type: { type: ['integer', 'string'] },
      register_type: { type: 'integer' },
      tr_login: { type: ['boolean', 'integer'] },
      ...encryptedPasswordProperties,
      ...bindAlongProperties,
    },
  },
} as const;

/** The account a login names, or null when it is neither an email nor a mobile number with a known country. */
async function loginAccount(db: Queryable, body: LoginBody): Promise<AccountRef | null> {
  if (body.login_name.includes('@')) {
    const email = normalizeEmail(body.login_name);
    return email ? { kind: 'email', email } : null;
  }
  const mobile = normalizeMobileDigits(body.login_name);
  if (!mobile) return null;
  const country = await lookupMobileCountry(db, body.country_code);
  return country.ok ? { kind: 'mobile', countryCode: country.country.code, mobile } : null;
}

function accountKey(a: AccountRef): string {
  return a.kind === 'email' ? `email:${a.email}` : `mobile:${a.countryCode}:${a.mobile}`;
}

/**
 * LOGIN-5: `password` against the account's, under its lock and
 * wrong-password count (a password login, and the password that links a
 * third-party sign-in); the refusal, or null when it matches.
 */
export async function passwordRefusal(db: Queryable, user: LoginUserRow, password: string) {
  if (user.locked) return fail(LOGIN_ERRORS.locked.code, LOGIN_ERRORS.locked.message);
  let matches = false;
  if (user.password_hash) matches = await verifyPassword(password, user.password_hash);
  // an account without a password (third-party only) takes as long to refuse
  else await verifyAgainstDummy(password);
  if (!matches) {
    const count = await countWrongPassword(db, user.id);
    if (count === null) return fail(LOGIN_ERRORS.locked.code, LOGIN_ERRORS.locked.message);
    return fail(LOGIN_ERRORS.wrongPassword.code, LOGIN_ERRORS.wrongPassword.message, { pass_err_count: count });
  }
  // the lock may have closed while the password was being checked
  if (!(await clearWrongPasswords(db, user.id))) return fail(LOGIN_ERRORS.locked.code, LOGIN_ERRORS.locked.message);
  return null;
}

/** LOGIN-3/5/8/12 and LOGIN-6 quick/third-party login; LOGIN-9 logout; LOGIN-13. */
export async function loginRoutes(app: FastifyInstance, { db, accounts, countryOverride }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  const login = async (req: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) => {
    const ip = req.ip;
    // LOGIN-5: the attempt counts before the limit is checked, so parallel requests cannot all pass it
    const attempt = await recordAttempt(db, 'login_fail', ip);
    if ((await attemptsFromIp(db, 'login_fail', ip)) > accounts.ipLimit) {
      return fail(LOGIN_ERRORS.ipLimit.code, LOGIN_ERRORS.ipLimit.message);
    }
    if (!(await captchaPasses(db, req.body, loginScene(req.body)))) {
      return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
    }
    const pw = await claimEncryptedPassword(db, req.body, accounts.rsa);
    if (!pw.ok) return fail(pw.code, pw.message);
    const account = await loginAccount(db, req.body);
    if (!account) return fail(LOGIN_ERRORS.badLoginName.code, LOGIN_ERRORS.badLoginName.message);
    const key = accountKey(account);
    await nameAttempt(db, attempt, key);
    const user = await findUserByAccount(db, account);

    if (!user) {
      // answer as a real account would (same work, same counts), without revealing it does not exist
      await verifyAgainstDummy(pw.password);
      const count = await failuresForLoginName(db, key, LOCK_HOURS);
      if (count > MAX_PASSWORD_ERRORS) return fail(LOGIN_ERRORS.locked.code, LOGIN_ERRORS.locked.message);
      return fail(LOGIN_ERRORS.wrongPassword.code, LOGIN_ERRORS.wrongPassword.message, { pass_err_count: count });
    }

    const wrong = await passwordRefusal(db, user, pw.password);
    if (wrong) return wrong;
    await forgetAttempt(db, attempt);
    const loginSite = req.body.site_id || (req.body.tr_login === true || req.body.tr_login === 1 ? 'TUR' : 'BYBIT');
    const refusal = statusRefusal(user) ?? jurisdictionRefusal(user.site_id, loginSite);
    if (refusal) {
      // LOGIN-12, SEC-3: the person proved the password: a self-help ban can be lifted from this browser
      if (Number(user.status) === USER_STATUS.banned && user.self_help_ban) {
        await issueSelfUnbindToken(db, req, reply, user.id);
      }
      return fail(refusal.code, refusal.message, refusal.result);
    }
    const token = await startSession(db, req, reply, user.id);
    const visitor = requestCountry(req.headers, countryOverride);
    const kycDialog = kycDialogFor(user.kyc_person_level, loginSite, visitor.ok ? visitor.country : '');
    const tgBind = await bindAlong(db, user.id, req.body, accounts.telegram);
    return ok({
      ...sessionResult(token, user),
      tg_bind_result: tgBind,
      ...(kycDialog ? { kyc_dialog: kycDialog } : {}),
    });
  };

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, login);
  app.post<{ Body: LoginBody }>('/user/public/login_compliance', { schema: loginSchema }, login);

  app.post('/logout', { onRequest: auth }, async (req, reply) => {
    const token = tokenFromRequest(req);
    if (token) await deleteSession(db, token);
    clearSessionCookie(req, reply);
    return ok({});
  });

  app.post('/user/private/quick_token', { onRequest: auth }, async (req) => {
    const user = currentUser(req);
    const token = randomBytes(32).toString('base64url');
    await db.query("delete from quick_tokens where expires_at < now() - interval '1 day'");
    await db.query(
      `insert into quick_tokens (token_hash, user_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3::int))`,
      [hashToken(token), user.id, QUICK_TOKEN_TTL_SECONDS],
    );
    return ok({ tmp_token: token, expires_in: QUICK_TOKEN_TTL_SECONDS });
  });

  app.post<{ Body: { tmp_token: string } }>(
    '/user/public/quick_login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tmp_token'],
          properties: { tmp_token: { type: 'string', minLength: 1, maxLength: 256 } },
        },
      },
    },
    async (req, reply) => {
      const { rows } = await db.query<{ user_id: string }>(
        `update quick_tokens set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
        [hashToken(req.body.tmp_token)],
      );
      if (!rows[0]) return fail(LOGIN_ERRORS.quickToken.code, LOGIN_ERRORS.quickToken.message);
      const answer = await sessionForAccount(db, req, reply, rows[0].user_id);
      return answer ?? fail(LOGIN_ERRORS.quickToken.code, LOGIN_ERRORS.quickToken.message);
    },
  );

  app.post<{ Body: { env: number } }>(
    '/user/private/trade/switch',
    {
      onRequest: auth,
      schema: {
        body: { type: 'object', required: ['env'], properties: { env: { type: 'integer', enum: [0, 1] } } },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await db.query('update users set trade_env = $2 where id = $1', [user.id, req.body.env]);
      return ok({ env: req.body.env });
    },
  );

  app.post<{ Body: { source?: string; data: { user_id: string | number; token: string } } }>(
    '/user/public/conversion/check',
    {
      schema: {
        body: {
          type: 'object',
          required: ['data'],
          properties: {
            source: { type: 'string', maxLength: 64 },
            data: {
              type: 'object',
              required: ['user_id', 'token'],
              properties: {
                user_id: { type: ['string', 'integer'] },
                token: { type: 'string', maxLength: 256 },
              },
            },
          },
        },
      },
    },
    async (req) => {
      const user = await userFromToken(db, req.body.data.token);
      const id = String(req.body.data.user_id);
      return ok({ valid: !!user && (String(user.id) === id || user.uid === id) });
    },
  );
}
