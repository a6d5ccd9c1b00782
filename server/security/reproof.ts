import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { REPROOF_TTL_MINUTES } from '@/config/x-api';
import { RET_CODES } from '@/contract/ret-codes';
import type { ReproofRefusal } from '@/contract/security/reproof';

import { tokenFromRequest } from '../auth/guard';
import { hashToken } from '../auth/sessions';
import type { Queryable } from '../db';
import { fail } from '../envelope';

/**
 * Issue 36: re-proof before a security change ("sudo mode"). A session that
 * only holds the token (a stolen cookie) cannot change how the account is
 * protected: each such change needs a proof this session made in the last
 * REPROOF_TTL_MINUTES.
 */

/** How a session proved itself again: the password alone (no factor on), the password and a factor's code, a passkey. */
export type ReproofKind = 'password' | 'factor' | 'passkey';
/** What a change needs: any proof the account's factors allow, or one with a second factor's code itself. */
export type ReproofNeed = ReproofRefusal['need'];

export interface SessionProof {
  readonly kind: ReproofKind | null;
  /** seconds since the proof was made (null: none) */
  readonly ageSeconds: number | null;
}

export const REPROOF_REFUSAL = {
  code: RET_CODES.reproofRequired,
  message: 'Confirm it is you to make this change',
} as const;

/**
 * Whether a session's proof lets it make a change now: made in the last
 * REPROOF_TTL_MINUTES, and as strong as the account needs today: with a
 * second factor on, the password alone is not enough (a factor turned on
 * after the proof makes it too weak), and a change that needs a factor's code
 * (a new authenticator key while a factor is on) takes no passkey for it.
 */
export function reproofHolds(proof: SessionProof, accountHasFactor: boolean, need: ReproofNeed = 'any'): boolean {
  if (proof.kind === null || proof.ageSeconds === null) return false;
  if (proof.ageSeconds < 0 || proof.ageSeconds > REPROOF_TTL_MINUTES * 60) return false;
  if (!accountHasFactor) return true;
  if (need === 'factor') return proof.kind === 'factor';
  return proof.kind !== 'password';
}

/** The proof of the request's session and whether its account has a second factor on. */
export async function sessionProof(
  db: Queryable,
  req: FastifyRequest,
): Promise<{ readonly proof: SessionProof; readonly hasFactor: boolean; readonly validUntil: number }> {
  const token = tokenFromRequest(req);
  const { rows } = await db.query<{
    kind: ReproofKind | null;
    age: number | string | null;
    has_factor: boolean;
    until: number | string | null;
  }>(
    `select s.reproof_kind as kind,
            extract(epoch from now() - s.reproved_at)::float8 as age,
            (u.totp_secret is not null or u.email_2fa or u.sms_2fa) as has_factor,
            floor(extract(epoch from s.reproved_at + make_interval(mins => $2::int)))::float8 as until
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1`,
    [token ? hashToken(token) : '', REPROOF_TTL_MINUTES],
  );
  const row = rows[0];
  if (!row) return { proof: { kind: null, ageSeconds: null }, hasFactor: false, validUntil: 0 };
  const proof = { kind: row.kind, ageSeconds: row.age === null ? null : Number(row.age) };
  const holds = reproofHolds(proof, row.has_factor);
  return { proof, hasFactor: row.has_factor, validUntil: holds && row.until !== null ? Number(row.until) : 0 };
}

/**
 * Hook of a security change (a `preHandler`, after `requireUser`): refuses
 * with 31230 unless the session's proof holds for what the change needs.
 */
export function requireReproof(
  db: Queryable,
  needOf: ReproofNeed | ((req: FastifyRequest) => ReproofNeed | Promise<ReproofNeed>) = 'any',
): preHandlerAsyncHookHandler {
  return async function requireReproofHook(req: FastifyRequest, reply: FastifyReply) {
    const need = typeof needOf === 'function' ? await needOf(req) : needOf;
    const { proof, hasFactor } = await sessionProof(db, req);
    if (reproofHolds(proof, hasFactor, need)) return;
    const refusal: ReproofRefusal = { need: hasFactor ? need : 'any' };
    reply.code(200).send(fail(REPROOF_REFUSAL.code, REPROOF_REFUSAL.message, refusal));
    return reply;
  };
}

/** The session of the request has just proved itself again; when the proof ends (Unix seconds). */
export async function recordReproof(db: Queryable, req: FastifyRequest, kind: ReproofKind): Promise<number> {
  const token = tokenFromRequest(req);
  const { rows } = await db.query<{ until: number | string }>(
    `update sessions set reproved_at = now(), reproof_kind = $2
      where token_hash = $1
      returning floor(extract(epoch from reproved_at + make_interval(mins => $3::int)))::float8 as until`,
    [token ? hashToken(token) : '', kind, REPROOF_TTL_MINUTES],
  );
  return Number(rows[0]?.until ?? 0);
}
