import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import { RET_CODES } from '@/contract/ret-codes';

import type { Db } from '../db';
import { fail } from '../envelope';
import { userFromToken, type SessionUser } from './sessions';

/** SEC-2: the header that carries the user token (Fastify sees header names lower-cased). */
export const TOKEN_HEADER = 'usertoken';
/** SEC-1: the cookie that carries the user token when the header is absent. */
export const TOKEN_COOKIE = 'BYBIT_TOKEN';

export const SESSION_EXPIRED = {
  code: RET_CODES.sessionInvalid,
  message: 'Session expired, please log in again',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user on private routes (set by `requireUser`), else null */
    user: SessionUser | null;
  }
}

/** The token of a request: the UserToken header, else the BYBIT_TOKEN cookie. */
export function tokenFromRequest(req: Pick<FastifyRequest, 'headers' | 'cookies'>): string | undefined {
  const header = req.headers[TOKEN_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  // @fastify/cookie parses the Cookie header (app.ts registers it)
  return req.cookies?.[TOKEN_COOKIE]?.trim() || undefined;
}

/**
 * Hook of private routes (`onRequest`, so it runs before body parsing and
 * validation): a live session sets `req.user`; a missing, unknown or expired
 * token answers HTTP 200 with ret_code 10006.
 */
export function requireUser(db: Db): onRequestAsyncHookHandler {
  return async function requireUserHook(req: FastifyRequest, reply: FastifyReply) {
    const user = await userFromToken(db, tokenFromRequest(req));
    if (!user) {
      reply.code(200).send(fail(SESSION_EXPIRED.code, SESSION_EXPIRED.message));
      return reply;
    }
    req.user = user;
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new Error('currentUser() on a route without requireUser');
  return req.user;
}
