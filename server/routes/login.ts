import type { FastifyInstance, FastifyReply } from 'fastify';

import { conversionCheck } from '@/contract/login/conversion-check';
import { passwordLogin } from '@/contract/login/login';
import { passwordLoginCompliance } from '@/contract/login/login-compliance';
import { logoutSession } from '@/contract/login/logout';
import { quickTokenLogin } from '@/contract/login/quick-login';
import { quickTokenIssue } from '@/contract/login/quick-token';
import { tradeEnvSwitch } from '@/contract/login/trade-switch';
import { RET_CODES } from '@/contract/ret-codes';

import { lookupMobileCountry, normalizeEmail, normalizeMobileDigits } from '../accounts/account-names';
import { admissionAnswer, admit, admitAccount } from '../accounts/admission';
import { countPasswordAttempt, forgetAttempt, nameAttempt } from '../accounts/attempts';
import { CAPTCHA_FAILED, captchaPasses, loginScene } from '../accounts/captcha-check';
import type { AccountOptions } from '../accounts/options';
import { passwordRefusal, passwordRefusalWithoutAccount } from '../accounts/password-check';
import { claimEncryptedPassword } from '../accounts/password-transport';
import { issueQuickToken, QUICK_TOKEN_TTL_SECONDS, redeemQuickToken } from '../accounts/quick-tokens';
import { issueSelfUnbindToken } from '../accounts/self-unblock';
import { clearSessionCookie } from '../accounts/session-reply';
import { findUserByAccount, USER_STATUS, type AccountRef } from '../accounts/users';
import { currentUser, requireUser, tokenFromRequest } from '../auth/guard';
import { deleteSession, userFromToken } from '../auth/sessions';
import type { Db, Queryable } from '../db';
import { API_ERRORS, fail, ok } from '../envelope';
import { loginResultOfRefusal, recordLoginEvent } from '../security/login-events';
import { bindAlong } from '../telegram/links';
import { setTradeEnv } from '../user/settings';
import { emptyBodyAsObject, route, type ContractRequest } from './contract-route';
import type { RouteDeps } from './deps';

export const LOGIN_ERRORS = {
  ipLimit: API_ERRORS.networkLimit,
  badLoginName: {
    code: RET_CODES.badRequest,
    message: 'Enter an email address, or a mobile number with its country code',
  },
  quickToken: { code: RET_CODES.quickTokenInvalid, message: 'This quick login link has expired or was already used' },
} as const;

type LoginRequest = ContractRequest<typeof passwordLogin>;

/**
 * The account a login names, or null when it is neither an email nor a
 * mobile number with a known country (also the recovery pages', issue 26).
 */
export async function loginAccount(
  db: Queryable,
  body: Pick<LoginRequest['body'], 'login_name' | 'country_code'>,
): Promise<AccountRef | null> {
  if (body.login_name.includes('@')) {
    const email = normalizeEmail(body.login_name);
    return email ? { kind: 'email', email } : null;
  }
  const mobile = normalizeMobileDigits(body.login_name);
  if (!mobile) return null;
  const country = await lookupMobileCountry(db, body.country_code);
  return country.ok ? { kind: 'mobile', countryCode: country.country.code, mobile } : null;
}

/** The name failed logins are counted under (also the recovery pages', issue 26). */
export function accountKey(a: AccountRef): string {
  return a.kind === 'email' ? `email:${a.email}` : `mobile:${a.countryCode}:${a.mobile}`;
}

/**
 * LOGIN-5: a password proved as the login proves it (the login and the
 * recovery of a lost second factor): the attempt counted against the
 * network before the limit is judged, the captcha of `scene`, the encrypted
 * password, the account's count and lock; an account that does not exist is
 * answered with the same work and counts. The refusal, or the account with
 * its recorded attempt (forgotten by the caller once it grants something).
 */
export async function provePassword(
  db: Db,
  ip: string,
  body: Pick<LoginRequest['body'], 'login_name' | 'country_code'> &
    Parameters<typeof captchaPasses>[1] &
    Parameters<typeof claimEncryptedPassword>[1],
  options: Pick<AccountOptions, 'ipLimit' | 'rsa'>,
  scene: number,
) {
  // the attempt counts before the limit is checked, so parallel requests cannot all pass it
  const attempt = await countPasswordAttempt(db, ip, options.ipLimit);
  if (!attempt) return { ok: false, refusal: fail(LOGIN_ERRORS.ipLimit.code, LOGIN_ERRORS.ipLimit.message) } as const;
  if (!(await captchaPasses(db, body, scene)))
    return { ok: false, refusal: fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message) } as const;
  const account = await loginAccount(db, body);
  // issue 40: the password is used once for the account it names (however the name is written), so another
  // person's login with the same password in the same millisecond is not taken for a replay
  const pw = await claimEncryptedPassword(
    db,
    body,
    options.rsa,
    account ? `login:${accountKey(account)}` : `login-name:${body.login_name}`,
  );
  if (!pw.ok) return { ok: false, refusal: fail(pw.code, pw.message) } as const;
  if (!account) {
    return { ok: false, refusal: fail(LOGIN_ERRORS.badLoginName.code, LOGIN_ERRORS.badLoginName.message) } as const;
  }
  const key = accountKey(account);
  await nameAttempt(db, attempt, key);
  const user = await findUserByAccount(db, account);
  if (!user) {
    // answer as a real account would (same work, same counts, the same lock), without revealing it does not exist
    return { ok: false, refusal: await passwordRefusalWithoutAccount(db, key, pw.password) } as const;
  }
  const wrong = await passwordRefusal(db, user, pw.password);
  // the account is told with a wrong password or a lock: its login history shows them (issue 36 item 8)
  if (wrong) return { ok: false, refusal: wrong, account: user } as const;
  return { ok: true, user, attempt, key } as const;
}

/** LOGIN-3/5/8/12 and LOGIN-6 quick login; LOGIN-9 logout; LOGIN-13. */
export async function loginRoutes(app: FastifyInstance, { db, accounts, entryOf }: RouteDeps): Promise<void> {
  const auth = requireUser(db);

  const login = async (req: LoginRequest, reply: FastifyReply) => {
    const proof = await provePassword(db, req.ip, req.body, accounts, loginScene(req.body));
    if (!proof.ok) {
      const result = proof.account ? loginResultOfRefusal(proof.refusal.ret_code) : null;
      if (proof.account && result) {
        await recordLoginEvent(db, req, proof.account.id, {
          method: 'password',
          result,
          country: entryOf(req, req.body).visitorCountry,
        });
      }
      return proof.refusal;
    }
    const { user, attempt } = proof;
    const admission = await admitAccount(db, req, reply, user, entryOf(req, req.body), { proof: 'password' });
    if (admission.admitted !== true) {
      // LOGIN-12, SEC-3: the person proved the password: a self-help ban can be lifted from this browser
      if (admission.admitted === false && Number(user.status) === USER_STATUS.banned && user.self_help_ban) {
        await issueSelfUnbindToken(db, req, reply, user.id);
      }
      // SEC-3: a refused account's login stays counted against the network, right password or not;
      // issue 26: a login waiting for its second step has not succeeded yet, and binds nothing yet
      return admissionAnswer(admission);
    }
    await forgetAttempt(db, attempt);
    const tgBind = await bindAlong(db, user.id, req.body, accounts.telegram);
    return admissionAnswer(admission, { tgBindResult: tgBind });
  };

  route(app, passwordLogin, {}, login);
  route(app, passwordLoginCompliance, {}, login);

  route(app, logoutSession, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req, reply) => {
    const token = tokenFromRequest(req);
    if (token) await deleteSession(db, token);
    clearSessionCookie(req, reply);
    return ok({});
  });

  route(app, quickTokenIssue, { onRequest: auth, preValidation: emptyBodyAsObject }, async (req) => {
    const token = await issueQuickToken(db, currentUser(req).id);
    return ok({ tmp_token: token, expires_in: QUICK_TOKEN_TTL_SECONDS });
  });

  route(app, quickTokenLogin, {}, async (req, reply) => {
    const userId = await redeemQuickToken(db, req.body.tmp_token);
    const admission = userId ? await admit(db, req, reply, userId, entryOf(req), { proof: 'quickToken' }) : null;
    return admission ? admissionAnswer(admission) : fail(LOGIN_ERRORS.quickToken.code, LOGIN_ERRORS.quickToken.message);
  });

  route(app, tradeEnvSwitch, { onRequest: auth }, async (req) => {
    await setTradeEnv(db, currentUser(req).id, req.body.env);
    return ok({ env: req.body.env });
  });

  route(app, conversionCheck, {}, async (req) => {
    const user = await userFromToken(db, req.body.data.token);
    const id = String(req.body.data.user_id);
    return ok({ valid: !!user && (String(user.id) === id || user.uid === id) });
  });
}
