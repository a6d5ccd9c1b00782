import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { hashToken } from './sessions';

/**
 * Something a browser started (a QR code, a registration) is bound to that
 * browser: a secret in an HttpOnly cookie of its own, whose hash the api
 * keeps. Its id travels in URLs and mail; the secret never leaves the browser.
 */

/** A new secret, and its hash to keep. */
export function newBrowserSecret(): { readonly secret: string; readonly hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

/** Gives the browser its secret in the HttpOnly cookie `name`, for `ttlSeconds`. */
export function giveBrowserSecret(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  secret: string,
  ttlSeconds: number,
): void {
  reply.setCookie(name, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ttlSeconds,
  });
}

/** Whether the request carries, in cookie `name`, the secret whose hash is `keptHash`. */
export function holdsBrowserSecret(req: FastifyRequest, name: string, keptHash: string): boolean {
  const secret = req.cookies[name];
  if (!secret || !keptHash) return false;
  const seen = Buffer.from(hashToken(secret));
  const kept = Buffer.from(keptHash);
  return seen.length === kept.length && timingSafeEqual(seen, kept);
}
