import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PKCE (RFC 7636), S256 only: `plain` would send the verifier itself through
 * the browser, so it is refused and never used as a fallback (RFC 9700 §2.1.1).
 */
export const PKCE_METHOD = 'S256';

/** An S256 challenge is the base64url SHA-256 of the verifier: always 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function isS256Challenge(value: string): boolean {
  return CHALLENGE.test(value);
}

export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

/** The S256 challenge of a verifier. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` proves `challenge`, compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!isCodeVerifier(verifier) || !isS256Challenge(challenge)) return false;
  return timingSafeEqual(Buffer.from(s256Challenge(verifier)), Buffer.from(challenge));
}
