import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { hashToken } from '../auth/sessions';

/**
 * A registration is bound to the browser that started it: a secret in an
 * HttpOnly cookie of its own (one per registration, so two sign-ups in two
 * tabs do not overwrite each other), whose hash the registration keeps.
 */
export function registrationCookieName(uuid: string): string {
  return `reg_${uuid}`;
}

/** A new secret for a registration about to open, and its hash to keep. */
export function newBrowserSecret(): { readonly secret: string; readonly hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

/** Gives the browser its registration's secret, for as long as the registration lives. */
export function bindToBrowser(
  req: FastifyRequest,
  reply: FastifyReply,
  uuid: string,
  secret: string,
  ttlSeconds: number,
): void {
  reply.setCookie(registrationCookieName(uuid), secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ttlSeconds,
  });
}

/** Whether the request comes from the browser a registration was started in. */
export function isRegistrationBrowser(
  req: FastifyRequest,
  row: { uuid: string; browser_secret_hash: string },
): boolean {
  const secret = req.cookies[registrationCookieName(row.uuid)];
  if (!secret || !row.browser_secret_hash) return false;
  const seen = Buffer.from(hashToken(secret));
  const kept = Buffer.from(row.browser_secret_hash);
  return seen.length === kept.length && timingSafeEqual(seen, kept);
}
