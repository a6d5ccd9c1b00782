import type { FastifyInstance } from 'fastify';

import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { secondStepSend, secondStepVerify, type SecondFactor } from '@/contract/security/second-step';

import { admissionAnswer, admit } from '../accounts/admission';
import type { Queryable } from '../db';
import { API_ERRORS, fail, ok } from '../envelope';
import { codeWasRight, codeWasUsed, codeWasWrong, lockEndOf, reserveCodeCheck } from '../security/code-lock';
import { trustDevice } from '../security/devices';
import { noticeSecurityChange } from '../security/notices';
import {
  closeChallenge,
  factorRow,
  liveChallenge,
  loginCodePurpose,
  passedChallenge,
  recipientOf,
  SECOND_STEP_ERRORS,
} from '../security/second-step';
import { openSecret } from '../security/secret-box';
import { checkSecurityCode, securityCodeWasUsed, sendSecurityCode, type CodeVerdict } from '../security/security-codes';
import { checkTotpCode, totpCodeWasUsed } from '../security/totp';
import { route } from './contract-route';
import { noticeOriginOf, type RouteDeps } from './deps';

type Refusals = typeof SECOND_STEP_ERRORS;
const refuse = <K extends keyof Refusals>(name: K) =>
  fail<Refusals[K]['code']>(SECOND_STEP_ERRORS[name].code, SECOND_STEP_ERRORS[name].message);

/** Issue 36 item 3: the account is locked by wrong codes (31202), and the answer says until when. */
async function lockedAnswer(db: Queryable, userId: number | string) {
  const { code, message } = SECOND_STEP_ERRORS.locked;
  return fail(code, message, await lockEndOf(db, { userId }));
}

/** A code as typed: digits only (the page may send it with spaces). */
const digitsOf = (code: string) => code.replace(/\s+/g, '');

/** Issue 26: the second step of a login, and its codes by email or SMS. */
export async function secondStepRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const locked = (userId: number | string) => lockedAnswer(db, userId);
  const used = () => fail(API_ERRORS.codeUsed.code, API_ERRORS.codeUsed.message);

  /**
   * Issue 39: the code that passed a challenge, sent again after its session
   * opened (a second press, a replay): "already used", not "expired". Nothing
   * is used up or counted: the challenge can open no other session.
   */
  const replayedCode = async (token: string, method: SecondFactor, typed: string): Promise<boolean> => {
    const passed = await passedChallenge(db, token);
    if (!passed || !passed.methods.includes(method)) return false;
    const code = digitsOf(typed);
    if (method !== 'totp') {
      return securityCodeWasUsed(db, loginCodePurpose(passed.token_hash, passed.reason).key, method, code);
    }
    const account = await factorRow(db, passed.user_id);
    const secret = account?.totp_secret ? openSecret(app.security.secretKey, account.totp_secret) : null;
    return secret !== null && (await totpCodeWasUsed(db, passed.user_id, secret, code));
  };

  route(app, secondStepVerify, {}, async (req, reply) => {
    const { method, trust_device } = req.body;
    const challenge = await liveChallenge(db, req.body.challenge);
    if (!challenge) return (await replayedCode(req.body.challenge, method, req.body.code)) ? used() : refuse('expired');
    if (!challenge.methods.includes(method)) return refuse('expired');
    const account = await factorRow(db, challenge.user_id);
    if (!account) return refuse('expired');
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveCodeCheck(db, account.id))) return locked(account.id);
    const code = digitsOf(req.body.code);
    let verdict: CodeVerdict = 'wrong';
    if (method === 'totp') {
      const secret = account.totp_secret ? openSecret(app.security.secretKey, account.totp_secret) : null;
      if (secret !== null) verdict = await checkTotpCode(db, account.id, secret, code);
    } else {
      verdict = await checkSecurityCode(db, loginCodePurpose(challenge.token_hash, challenge.reason).key, method, code);
    }
    // issue 39: a code of the app's already used (another login, a re-proof) is told apart, and not counted
    if (verdict === 'used') {
      await codeWasUsed(db, account.id);
      return used();
    }
    if (verdict === 'wrong') {
      const left = await codeWasWrong(db, account.id);
      if (left === 0) return locked(account.id);
      const { code: retCode, message } = SECOND_STEP_ERRORS.wrongCode;
      return fail(retCode, message, { attempts_left: left });
    }
    await codeWasRight(db, account.id);
    // one session per challenge, whatever the interleaving
    if (!(await closeChallenge(db, challenge.token_hash))) return refuse('expired');
    // issue 36 items 4 and 5: a new secret for this browser, and the owner is told
    if (trust_device && (await trustDevice(db, req, reply, account.id))) {
      await noticeSecurityChange(db, req, noticeOriginOf(deps, req), account.id, 'deviceTrusted');
    }
    const admission = await admit(db, req, reply, account.id, challenge.entry, { proof: 'secondStep' });
    return admission ? admissionAnswer(admission, challenge.extras) : refuse('expired');
  });

  route(app, secondStepSend, {}, async (req) => {
    const { method } = req.body;
    const challenge = await liveChallenge(db, req.body.challenge);
    if (!challenge || !challenge.methods.includes(method)) return refuse('expired');
    const account = await factorRow(db, challenge.user_id);
    if (!account) return refuse('expired');
    const purpose = loginCodePurpose(challenge.token_hash, challenge.reason);
    const sent = await sendSecurityCode(db, req.log, recipientOf(account), method, purpose);
    if (!sent.sent) return sent.wait > 0 ? refuse('tooSoon') : refuse('expired');
    return ok({ resend_in: RESEND_COOLDOWN_SECONDS });
  });
}
