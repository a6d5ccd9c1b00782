import { randomInt } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { RET_CODES } from '@/contract/ret-codes';
import { selfUnbindCheck } from '@/contract/self-unblock/check';
import { selfUnbindSendCode } from '@/contract/self-unblock/send-code';
import { selfUnbindUnblock, type WrongCodeDetails } from '@/contract/self-unblock/unblock';

import { e164, lookupMobileCountry } from '../accounts/account-names';
import { sendMessage } from '../accounts/outbox';
import {
  countUnblockAttempt,
  isCodeLive,
  isSelfHelpBanned,
  keepUnblockCode,
  liftSelfHelpBan,
  MAX_ATTEMPTS,
  MAX_SENDS,
  RESEND_SECONDS,
  SELF_UNBIND_COOKIE,
  unblockAt,
  unblockCodeOf,
  unblockRequestOf,
} from '../accounts/self-unblock';
import { hashToken } from '../auth/sessions';
import { API_ERRORS, fail, ok } from '../envelope';
import { maskEmail, maskMobile } from '../user/mask';
import { route } from './contract-route';
import type { RouteDeps } from './deps';

export const UNBLOCK_ERRORS = {
  /** no token, an unknown or expired one, or one already used: log in again to get one */
  noRequest: { code: RET_CODES.unblockNoRequest, message: 'Log in again to unblock your account' },
  /** the 24 hours since the ban began have not passed */
  tooEarly: { code: RET_CODES.unblockTooEarly, message: 'This account can be unblocked 24 hours after the ban began' },
  codeWrong: API_ERRORS.wrongCode,
  codeUsedUp: { code: RET_CODES.codeAttemptsUsed, message: 'Too many wrong codes. Request a new one.' },
  codeExpired: API_ERRORS.codeExpired,
  tooSoon: { code: RET_CODES.tooFrequent, message: 'Please wait before requesting another code' },
  tooMany: { code: RET_CODES.tooManySends, message: 'Too many codes sent. Log in again later.' },
} as const;

const noRequest = () => fail(UNBLOCK_ERRORS.noRequest.code, UNBLOCK_ERRORS.noRequest.message);
const tooEarly = () => fail(UNBLOCK_ERRORS.tooEarly.code, UNBLOCK_ERRORS.tooEarly.message);
const codeExpired = () => fail(UNBLOCK_ERRORS.codeExpired.code, UNBLOCK_ERRORS.codeExpired.message);

/** SEC-3, LOGIN-12, ROUTE-4: the self-unblock page's calls. Contract: docs/self-unblock.md. */
export async function selfUnblockRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, selfUnbindCheck, {}, async (req) => {
    const request = await unblockRequestOf(db, req.body.self_unbind_token);
    if (!request) return noRequest();
    const banned = isSelfHelpBanned(request);
    return ok({
      is_self_help_baned: banned,
      baned_time: request.banned_at ? Math.floor(new Date(request.banned_at).getTime() / 1000) : 0,
      unblock_time: banned ? unblockAt(request) : 0,
      can_unblock: banned && Date.now() >= unblockAt(request) * 1000,
      send_to: request.email ? maskEmail(request.email) : maskMobile(request.mobile),
      channel: request.email ? 'email' : 'sms',
    });
  });

  route(app, selfUnbindSendCode, {}, async (req) => {
    const token = req.body.self_unbind_token;
    const request = await unblockRequestOf(db, token);
    if (!request || !isSelfHelpBanned(request)) return noRequest();
    if (Date.now() < unblockAt(request) * 1000) return tooEarly();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!(await keepUnblockCode(db, request.user_id, code))) {
      const kept = await unblockCodeOf(db, request.user_id);
      const error = kept && kept.sends >= MAX_SENDS ? UNBLOCK_ERRORS.tooMany : UNBLOCK_ERRORS.tooSoon;
      return fail(error.code, error.message);
    }
    let to = request.email;
    let channel: 'email' | 'sms' = 'email';
    if (!to && request.mobile) {
      const country = await lookupMobileCountry(db, request.country_code ?? undefined);
      to = country.ok ? e164(country.country, request.mobile) : null;
      channel = 'sms';
    }
    if (!to) return noRequest();
    await sendMessage(db, req.log, {
      channel,
      to,
      subject: 'Unblock your account',
      body: `Your code to unblock your account is ${code}. It expires in 10 minutes. If you did not ask for it, change your password.`,
      code,
    });
    return ok({ sent: true, resend_after: RESEND_SECONDS });
  });

  route(app, selfUnbindUnblock, {}, async (req, reply) => {
    const token = req.body.self_unbind_token;
    const request = await unblockRequestOf(db, token);
    if (!request || !isSelfHelpBanned(request)) return noRequest();
    // the 24 hours are the api's to enforce, whatever the page shows
    if (Date.now() < unblockAt(request) * 1000) return tooEarly();
    const kept = await unblockCodeOf(db, request.user_id);
    if (!kept || !isCodeLive(kept.code_sent_at)) return codeExpired();
    // the account's tries, whichever browser (token) makes them
    const tried = await countUnblockAttempt(db, request.user_id);
    if (tried === null) return fail(UNBLOCK_ERRORS.codeUsedUp.code, UNBLOCK_ERRORS.codeUsedUp.message);
    if (!isCodeLive(tried.sentAt)) return codeExpired();
    if (hashToken(req.body.code.replace(/\s+/g, '')) !== tried.codeHash) {
      const details: WrongCodeDetails = { attempts_left: MAX_ATTEMPTS - tried.attempts };
      return fail(UNBLOCK_ERRORS.codeWrong.code, UNBLOCK_ERRORS.codeWrong.message, details);
    }
    if (!(await liftSelfHelpBan(db, token, request, req.ip))) return noRequest();
    reply.clearCookie(SELF_UNBIND_COOKIE, { path: '/' });
    return ok({ unblocked: true });
  });
}
