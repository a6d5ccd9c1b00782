import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';

import { CAPTCHA_SCENES } from '@/config/captcha';
import { isValidPassword, PASSWORD_RULES_MESSAGE } from '@/config/password-rules';
import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { passwordReset } from '@/contract/recovery/password-reset';
import { passwordResetCheck } from '@/contract/recovery/password-reset-check';
import { passwordResetSend } from '@/contract/recovery/password-reset-send';
import { securityRecover } from '@/contract/recovery/recover';
import { securityRecoverSend } from '@/contract/recovery/recover-send';
import { securityRecoverStart, type RecoveryMethod } from '@/contract/recovery/recover-start';
import { RET_CODES } from '@/contract/ret-codes';

import {
  ACCOUNT_NOTICES,
  claimResetSend,
  countGuessWithoutAccount,
  endAccountAccess,
  hasLiveCode,
  liveRecovery,
  markRecoveryVerified,
  noticeAccount,
  openRecovery,
  RECOVER_TTL_MINUTES,
  recoverCodePurpose,
  RECOVERY_ERRORS,
  reserveResetCheck,
  RESET_SEND_MIN_MS,
  RESET_TTL_MINUTES,
  resetCodePurpose,
  useRecovery,
} from '../accounts/account-recovery';
import { attemptsFromIp, forgetAttempt, recordAttempt } from '../accounts/attempts';
import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { claimEncryptedPassword } from '../accounts/password-transport';
import { findUserByAccount } from '../accounts/users';
import { fail, ok } from '../envelope';
import { codeWasRight, codeWasWrong, reserveCodeCheck } from '../security/code-lock';
import { hasSecondFactor, turnOffSecondFactors } from '../security/factors';
import { recoveryCodesLeft, useRecoveryCode } from '../security/recovery-codes';
import { factorRow, recipientOf } from '../security/second-step';
import { openSecret } from '../security/secret-box';
import { redeemSecurityCode, sendSecurityCode } from '../security/security-codes';
import { acceptTotpCode } from '../security/totp';
import { maskEmail, maskMobile } from '../user/mask';
import { route } from './contract-route';
import type { RouteDeps } from './deps';
import { accountKey, LOGIN_ERRORS, loginAccount, provePassword } from './login';

type Refusals = typeof RECOVERY_ERRORS;
const refuse = <K extends keyof Refusals>(name: K) =>
  fail<Refusals[K]['code']>(RECOVERY_ERRORS[name].code, RECOVERY_ERRORS[name].message);

/** A wrong code, with the tries left before the account locks (0: this one locked it). */
const wrongCode = (left: number) =>
  fail(RECOVERY_ERRORS.wrongCode.code, RECOVERY_ERRORS.wrongCode.message, { attempts_left: left });

/** A code as typed: digits only (the page may send it with spaces). */
const digitsOf = (code: string) => code.replace(/\s+/g, '');

/** Issue 27: the security verification the recovery pages run their captcha for. */
const RECOVERY_SCENE = CAPTCHA_SCENES.securityVerification;

/** Issue 27: password reset (/app/user/retrieve) and lost-second-factor recovery (/app/user/security-item-find). */
export async function recoveryRoutes(app: FastifyInstance, { db, accounts }: RouteDeps): Promise<void> {
  route(app, passwordResetSend, {}, async (req) => {
    const started = Date.now();
    // the network's limit, as registration's (REG-8): recorded before it is judged
    await recordAttempt(db, 'password_reset', req.ip);
    if ((await attemptsFromIp(db, 'password_reset', req.ip)) > accounts.ipLimit) {
      return fail(LOGIN_ERRORS.ipLimit.code, LOGIN_ERRORS.ipLimit.message);
    }
    if (!(await captchaPasses(db, req.body, RECOVERY_SCENE))) return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
    const account = await loginAccount(db, req.body);
    if (!account) return fail(LOGIN_ERRORS.badLoginName.code, LOGIN_ERRORS.badLoginName.message);
    const key = accountKey(account);
    if (!(await claimResetSend(db, key))) return refuse('tooSoon');
    const user = await findUserByAccount(db, account);
    const channel = account.kind === 'email' ? 'email' : 'sms';
    const { token } = await openRecovery(db, {
      kind: 'password',
      userId: user?.id ?? null,
      accountKey: key,
      codeChannel: channel,
      minutes: RESET_TTL_MINUTES,
    });
    const row = user ? await factorRow(db, user.id) : null;
    if (row) await sendSecurityCode(db, req.log, recipientOf(row), channel, resetCodePurpose(row.id));
    // the same answer, no sooner, whether or not a code went out
    await sleep(Math.max(0, started + RESET_SEND_MIN_MS - Date.now()));
    return ok({ reset_token: token, resend_in: RESEND_COOLDOWN_SECONDS });
  });

  route(app, passwordResetCheck, {}, async (req) => {
    const reset = await liveRecovery(db, 'password', req.body.reset_token);
    if (!reset || !reset.code_channel) return refuse('expired');
    const code = digitsOf(req.body.code);
    if (reset.user_id === null) {
      // no such account: its code was never sent, and every guess is wrong as an account's would be
      if (reset.code_expired) return refuse('codeExpired');
      const left = await countGuessWithoutAccount(db, reset.token_hash);
      return left === null ? refuse('locked') : wrongCode(left);
    }
    const purpose = resetCodePurpose(reset.user_id).key;
    // no code can be right (it expired, or was used): nothing to count
    if (!(await hasLiveCode(db, purpose, reset.code_channel))) return refuse('codeExpired');
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveResetCheck(db, reset.user_id))) return refuse('locked');
    if (!(await redeemSecurityCode(db, purpose, reset.code_channel, code))) {
      return wrongCode(await codeWasWrong(db, reset.user_id));
    }
    await codeWasRight(db, reset.user_id);
    await markRecoveryVerified(db, reset.token_hash);
    const account = await factorRow(db, reset.user_id);
    return ok({ authenticator: !!account?.totp_secret });
  });

  route(app, passwordReset, {}, async (req) => {
    const reset = await liveRecovery(db, 'password', req.body.reset_token);
    if (!reset || !reset.verified || reset.user_id === null) return refuse('expired');
    const account = await factorRow(db, reset.user_id);
    if (!account) return refuse('expired');
    const pw = await claimEncryptedPassword(db, req.body, accounts.rsa);
    if (!pw.ok) return fail(pw.code, pw.message);
    if (!isValidPassword(pw.password)) return fail(RET_CODES.badRequest, PASSWORD_RULES_MESSAGE);
    if (account.totp_secret) {
      const typed = digitsOf(req.body.totp_code ?? '');
      if (!typed) return refuse('authenticatorRequired');
      if (!(await reserveResetCheck(db, account.id))) return refuse('locked');
      const secret = openSecret(app.security.secretKey, account.totp_secret);
      if (secret === null || !(await acceptTotpCode(db, account.id, secret, typed))) {
        return wrongCode(await codeWasWrong(db, account.id));
      }
      await codeWasRight(db, account.id);
    }
    const { rows } = await db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [
      account.id,
    ]);
    if (await verifyPassword(pw.password, rows[0]?.password_hash)) return refuse('samePassword');
    const hash = await hashPassword(pw.password);
    const done = await db.transaction(async (tx) => {
      // the token works once, whatever the interleaving: a replay changes nothing
      if (!(await useRecovery(tx, reset.token_hash, 'password'))) return false;
      await tx.query(
        `update users set password_hash = $2, pass_err_count = 0, code_err_count = 0, locked_until = null
          where id = $1`,
        [account.id, hash],
      );
      await endAccountAccess(tx, account.id);
      return true;
    });
    if (!done) return refuse('expired');
    await noticeAccount(db, req.log, account, ACCOUNT_NOTICES.passwordChanged);
    return ok({ reset: true });
  });

  route(app, securityRecoverStart, {}, async (req) => {
    // judged as a login judges a password (LOGIN-5): the network's limit, the captcha, the count and the lock
    const proof = await provePassword(db, req.ip, req.body, accounts, RECOVERY_SCENE);
    if (!proof.ok) return proof.refusal;
    const { user, attempt, key } = proof;
    await forgetAttempt(db, attempt);
    const row = await factorRow(db, user.id);
    if (!row || !(await hasSecondFactor(db, user.id))) return refuse('nothingToRecover');
    const methods: RecoveryMethod[] = [];
    if ((await recoveryCodesLeft(db, user.id)) > 0) methods.push('recovery');
    if (row.email) methods.push('email');
    else if (row.mobile) methods.push('sms');
    if (methods.length === 0) return refuse('nothingToRecover');
    const { token } = await openRecovery(db, {
      kind: 'secondFactor',
      userId: user.id,
      accountKey: key,
      codeChannel: null,
      minutes: RECOVER_TTL_MINUTES,
    });
    return ok({
      recover_token: token,
      methods,
      vague_email: row.email ? maskEmail(row.email) : '',
      vague_mobile: row.mobile ? maskMobile(row.mobile) : '',
      expires_in: RECOVER_TTL_MINUTES * 60,
    });
  });

  route(app, securityRecoverSend, {}, async (req) => {
    const recovery = await liveRecovery(db, 'secondFactor', req.body.recover_token);
    const account = recovery?.user_id ? await factorRow(db, recovery.user_id) : null;
    if (!recovery || !account) return refuse('expired');
    const sent = await sendSecurityCode(
      db,
      req.log,
      recipientOf(account),
      req.body.method,
      recoverCodePurpose(recovery.token_hash),
    );
    if (!sent.sent) return sent.wait > 0 ? refuse('tooSoon') : refuse('expired');
    return ok({ resend_in: RESEND_COOLDOWN_SECONDS });
  });

  route(app, securityRecover, {}, async (req) => {
    const recovery = await liveRecovery(db, 'secondFactor', req.body.recover_token);
    const account = recovery?.user_id ? await factorRow(db, recovery.user_id) : null;
    if (!recovery || !account) return refuse('expired');
    const { method } = req.body;
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveCodeCheck(db, account.id))) return refuse('locked');
    const right =
      method === 'recovery'
        ? await useRecoveryCode(db, account.id, req.body.code)
        : await redeemSecurityCode(db, recoverCodePurpose(recovery.token_hash).key, method, digitsOf(req.body.code));
    if (!right) return wrongCode(await codeWasWrong(db, account.id));
    await codeWasRight(db, account.id);
    const done = await db.transaction(async (tx) => {
      if (!(await useRecovery(tx, recovery.token_hash, 'secondFactor'))) return false;
      await turnOffSecondFactors(tx, account.id);
      await endAccountAccess(tx, account.id);
      return true;
    });
    if (!done) return refuse('expired');
    await noticeAccount(db, req.log, account, ACCOUNT_NOTICES.secondFactorsOff);
    return ok({ recovered: true });
  });
}
