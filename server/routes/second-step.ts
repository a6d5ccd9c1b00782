import type { FastifyInstance } from 'fastify';

import { RESEND_COOLDOWN_SECONDS } from '@/config/x-api';
import { secondStepSend, secondStepVerify } from '@/contract/security/second-step';

import { admissionAnswer, admit } from '../accounts/admission';
import type { Queryable } from '../db';
import { fail, ok } from '../envelope';
import { codeWasRight, codeWasWrong, lockEndOf, reserveCodeCheck } from '../security/code-lock';
import { trustDevice } from '../security/devices';
import { noticeSecurityChange } from '../security/notices';
import {
  closeChallenge,
  factorRow,
  liveChallenge,
  loginCodePurpose,
  recipientOf,
  SECOND_STEP_ERRORS,
} from '../security/second-step';
import { openSecret } from '../security/secret-box';
import { redeemSecurityCode, sendSecurityCode } from '../security/security-codes';
import { acceptTotpCode } from '../security/totp';
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

  route(app, secondStepVerify, {}, async (req, reply) => {
    const { method, trust_device } = req.body;
    const challenge = await liveChallenge(db, req.body.challenge);
    if (!challenge || !challenge.methods.includes(method)) return refuse('expired');
    const account = await factorRow(db, challenge.user_id);
    if (!account) return refuse('expired');
    // the check is counted before the code is looked at: of any number at once, at most 5 are checked
    if (!(await reserveCodeCheck(db, account.id))) return locked(account.id);
    const code = digitsOf(req.body.code);
    let right = false;
    if (method === 'totp') {
      const secret = account.totp_secret ? openSecret(app.security.secretKey, account.totp_secret) : null;
      right = secret !== null && (await acceptTotpCode(db, account.id, secret, code));
    } else {
      right = await redeemSecurityCode(db, loginCodePurpose(challenge.token_hash, challenge.reason).key, method, code);
    }
    if (!right) {
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
