import type { FastifyReply, FastifyRequest } from 'fastify';

import type { SessionResult } from '@/contract/session';

import { TOKEN_COOKIE } from '../auth/guard';
import { createSession, SESSION_TTL_DAYS } from '../auth/sessions';
import type { Queryable } from '../db';
import { deviceParts, maskAddress } from '../security/device-label';
import { rememberDevice } from '../security/devices';

/** LOGIN-3: the device fingerprint header. */
export const TX_ID_HEADER = 'tx-id';
const MAX_TX_ID = 128;

function txIdOf(req: FastifyRequest): string | null {
  const raw = req.headers[TX_ID_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, MAX_TX_ID) : null;
}

/** The token cookie's attributes; HttpOnly is off on purpose: the pages read the token (SEC-1, LOGIN-8). */
function cookieOptions(req: FastifyRequest, maxAge: number) {
  return { maxAge, path: '/', sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false } as const;
}

/**
 * Opens a session for `userId` and sets the 7-day BYBIT_TOKEN cookie on the
 * reply; returns the token. The session keeps the browser and system, the
 * masked network and `country` (the visitor's, '' when unknown) for the
 * owner's sessions list (issue 36 item 8).
 */
export async function startSession(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number | string,
  country: string,
): Promise<string> {
  const device = deviceParts(req.headers['user-agent']);
  const token = await createSession(db, userId, {
    txId: txIdOf(req),
    origin: { ...device, network: maskAddress(req.ip), country },
  });
  // issue 26: the account has now seen this device; issue 36: as this browser and system
  await rememberDevice(db, req, userId, device);
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(req, SESSION_TTL_DAYS * 24 * 60 * 60));
  return token;
}

/** Clears the BYBIT_TOKEN cookie (logout). */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(req, 0));
}

export function sessionResult(
  token: string,
  user: { id: number | string; uid: string },
  extra: { isNewUser?: boolean; useThirdparty?: boolean } = {},
): SessionResult {
  return {
    token,
    user_id: Number(user.id),
    uid: user.uid,
    is_new_user: extra.isNewUser ?? false,
    use_thirdparty: extra.useThirdparty ?? false,
    tg_bind_result: '',
  };
}
