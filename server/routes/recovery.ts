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
  claimDailySend,
  claimResetSend,
  dailySendsUsedUp,
  endAccountAccess,
  hasLiveCode,
  liveRecovery,
  markRecoveryVerified,
  openRecovery,
  RECOVER_TTL_MINUTES,
  recoverCodePurpose,
  recoverSendKey,
  RECOVERY_ERRORS,
  RESET_SEND_MIN_MS,
  RESET_TTL_MINUTES,
  resetCodePurpose,
  resetSendKey,
  useRecovery,
} from '../accounts/account-recovery';
import { attemptsFromIp, forgetAttempt, recordAttempt } from '../accounts/attempts';
import { CAPTCHA_FAILED, captchaPasses } from '../accounts/captcha-check';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { claimEncryptedPassword } from '../accounts/password-transport';
import { findUserByAccount, nameLock } from '../accounts/users';
import type { Queryable } from '../db';
import { API_ERRORS, fail, ok } from '../envelope';
import type { LockSubject } from '../security/account-lock';
import {
  codeWasRightOf,
  codeWasUsedOf,
  codeWasWrongOf,
  lockEndOf,
  reserveCodeCheckOf,
  reserveResetCheckOf,
} from '../security/code-lock';
import { hasSecondFactor, turnOffSecondFactors } from '../security/factors';
import { noticeSecurityChange } from '../security/notices';
import { recoveryCodesLeft, useRecoveryCode } from '../security/recovery-codes';
import { factorRow, recipientOf } from '../security/second-step';
import { openSecret } from '../security/secret-box';
import { checkSecurityCode, resendIn, sendSecurityCode, type CodeVerdict } from '../security/security-codes';
import { checkTotpCode } from '../security/totp';
import { maskEmail, maskMobile } from '../user/mask';
import { route } from './contract-route';
import { noticeOriginOf, type RouteDeps } from './deps';
import { accountKey, LOGIN_ERRORS, loginAccount, provePassword } from './login';

type Refusals = typeof RECOVERY_ERRORS;
const refuse = <K extends keyof Refusals>(name: K) =>
  fail<Refusals[K]['code']>(RECOVERY_ERRORS[name].code, RECOVERY_ERRORS[name].message);

/**
 * The account's code lock (30051 on these pages), with when it ends (issue
 * 36 item 3); `subject` is the account, or the name a reset of no account
 * counts its guesses under.
 */
const codeLocked = async (db: Queryable, subject: LockSubject) =>
  fail(RECOVERY_ERRORS.locked.code, RECOVERY_ERRORS.locked.message, await lockEndOf(db, subject));

/**
 * A wrong code, counted: the tries left before the lock (0: this one locked
 * it, and the answer says when the lock ends).
 */
async function wrongCode(db: Queryable, subject: LockSubject) {
  const left = await codeWasWrongOf(db, subject);
  const { code, message } = RECOVERY_ERRORS.wrongCode;
  if (left > 0) return fail(code, message, { attempts_left: left });
  return fail(code, message, { attempts_left: 0, ...(await lockEndOf(db, subject)) });
}

/** Issue 39: the right code, already used (30057): its check is given back, nothing is counted. */
const usedCode = () => fail(API_ERRORS.codeUsed.code, API_ERRORS.codeUsed.message);

/** A code that was not the live one: used already (not counted), or wrong (counted). */
async function notRight(db: Queryable, subject: LockSubject, verdict: Exclude<CodeVerdict, 'right'>) {
  if (verdict === 'wrong') return wrongCode(db, subject);
  await codeWasUsedOf(db, subject);
  return usedCode();
}

/** A code as typed: digits only (the page may send it with spaces). */
const digitsOf = (code: string) => code.replace(/\s+/g, '');

/** Issue 27: the security verification the recovery pages run their captcha for. */
const RECOVERY_SCENE = CAPTCHA_SCENES.securityVerification;

/** Issue 27: password reset (/app/user/retrieve) and lost-second-factor recovery (/app/user/security-item-find). */
export async function recoveryRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, accounts } = deps;
  route(app, passwordResetSend, {}, async (req) => {
    const started = Date.now();
    // answered no sooner than RESET_SEND_MIN_MS whether or not a code went out (or an account exists)
    const noSooner = async <T>(answer: T): Promise<T> => {
      await sleep(Math.max(0, started + RESET_SEND_MIN_MS - Date.now()));
      return answer;
    };
    // the network's limit, as registration's (REG-8): recorded before it is judged
    await recordAttempt(db, 'password_reset', req.ip);
    if ((await attemptsFromIp(db, 'password_reset', req.ip)) > accounts.ipLimit) {
      return fail(LOGIN_ERRORS.ipLimit.code, LOGIN_ERRORS.ipLimit.message);
    }
    if (!(await captchaPasses(db, req.body, RECOVERY_SCENE))) return fail(CAPTCHA_FAILED.code, CAPTCHA_FAILED.message);
    const account = await loginAccount(db, req.body);
    if (!account) return fail(LOGIN_ERRORS.badLoginName.code, LOGIN_ERRORS.badLoginName.message);
    const key = accountKey(account);
    // issue 36 item 6: a few a day per account name, the same whether or not an account has it
    const daily = resetSendKey(key);
    if (await dailySendsUsedUp(db, daily)) return noSooner(refuse('sendLimit'));
    if (!(await claimResetSend(db, key))) return refuse('tooSoon');
    if (!(await claimDailySend(db, daily))) return noSooner(refuse('sendLimit'));
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
    return noSooner(ok({ reset_token: token, resend_in: RESEND_COOLDOWN_SECONDS }));
  });

  route(app, passwordResetCheck, {}, async (req) => {
    const reset = await liveRecovery(db, 'password', req.body.reset_token);
    if (!reset || !reset.code_channel) return refuse('expired');
    const code = digitsOf(req.body.code);
    if (reset.user_id === null) {
      // no such account: its code was never sent, and every guess is wrong as an account's would be,
      // counted and locked under the name as an account's are (issue 36 item 3)
      if (reset.code_expired) return refuse('codeExpired');
      const name = { accountKey: reset.account_key };
      await nameLock(db, reset.account_key);
      if (!(await reserveResetCheckOf(db, name))) return codeLocked(db, name);
      return wrongCode(db, name);
    }
    const purpose = resetCodePurpose(reset.user_id).key;
    const owner = { userId: reset.user_id };
    // no code can be right (it expired, or was used): nothing to count; the one used is told apart (issue 39)
    if (!(await hasLiveCode(db, purpose, reset.code_channel))) {
      return (await checkSecurityCode(db, purpose, reset.code_channel, code)) === 'used'
        ? usedCode()
        : refuse('codeExpired');
    }
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveResetCheckOf(db, owner))) return codeLocked(db, owner);
    const verdict = await checkSecurityCode(db, purpose, reset.code_channel, code);
    if (verdict !== 'right') return notRight(db, owner, verdict);
    await codeWasRightOf(db, owner);
    await markRecoveryVerified(db, reset.token_hash);
    const account = await factorRow(db, reset.user_id);
    return ok({ authenticator: !!account?.totp_secret });
  });

  route(app, passwordReset, {}, async (req) => {
    const reset = await liveRecovery(db, 'password', req.body.reset_token);
    if (!reset || !reset.verified || reset.user_id === null) return refuse('expired');
    const account = await factorRow(db, reset.user_id);
    if (!account) return refuse('expired');
    const pw = await claimEncryptedPassword(db, req.body, accounts.rsa, `reset:${reset.token_hash}`);
    if (!pw.ok) return fail(pw.code, pw.message);
    if (!isValidPassword(pw.password)) return fail(RET_CODES.badRequest, PASSWORD_RULES_MESSAGE);
    if (account.totp_secret) {
      const typed = digitsOf(req.body.totp_code ?? '');
      if (!typed) return refuse('authenticatorRequired');
      const owner = { userId: account.id };
      if (!(await reserveResetCheckOf(db, owner))) return codeLocked(db, owner);
      const secret = openSecret(app.security.secretKey, account.totp_secret);
      const verdict = secret === null ? 'wrong' : await checkTotpCode(db, account.id, secret, typed);
      if (verdict !== 'right') return notRight(db, owner, verdict);
      await codeWasRightOf(db, owner);
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
      return endAccountAccess(tx, account.id);
    });
    if (!done) return refuse('expired');
    // issue 36 items 2 and 4: the notice says which ways in were closed
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), account.id, 'passwordChanged', done);
    return ok({ reset: true, passkeys_removed: done.passkeysRemoved });
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
    const purpose = recoverCodePurpose(recovery.token_hash);
    // issue 36 item 6: a few a day per account; a send refused for the minute counts nothing
    const daily = recoverSendKey(account.id);
    if (await dailySendsUsedUp(db, daily)) return refuse('sendLimit');
    if ((await resendIn(db, purpose.key, req.body.method)) > 0) return refuse('tooSoon');
    if (!(await claimDailySend(db, daily))) return refuse('sendLimit');
    const sent = await sendSecurityCode(db, req.log, recipientOf(account), req.body.method, purpose);
    if (!sent.sent) return sent.wait > 0 ? refuse('tooSoon') : refuse('expired');
    return ok({ resend_in: RESEND_COOLDOWN_SECONDS });
  });

  route(app, securityRecover, {}, async (req) => {
    const recovery = await liveRecovery(db, 'secondFactor', req.body.recover_token);
    const account = recovery?.user_id ? await factorRow(db, recovery.user_id) : null;
    if (!recovery || !account) return refuse('expired');
    const { method } = req.body;
    const owner = { userId: account.id };
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveCodeCheckOf(db, owner))) return codeLocked(db, owner);
    const verdict: CodeVerdict =
      method === 'recovery'
        ? (await useRecoveryCode(db, account.id, req.body.code))
          ? 'right'
          : 'wrong'
        : await checkSecurityCode(db, recoverCodePurpose(recovery.token_hash).key, method, digitsOf(req.body.code));
    if (verdict !== 'right') return notRight(db, owner, verdict);
    await codeWasRightOf(db, owner);
    const done = await db.transaction(async (tx) => {
      if (!(await useRecovery(tx, recovery.token_hash, 'secondFactor'))) return false;
      await turnOffSecondFactors(tx, account.id);
      return endAccountAccess(tx, account.id);
    });
    if (!done) return refuse('expired');
    await noticeSecurityChange(db, req, noticeOriginOf(deps, req), account.id, 'secondFactorsOff', done);
    return ok({ recovered: true, passkeys_removed: done.passkeysRemoved });
  });
}
