import type { MagpieSolution } from '@/config/captcha';
import type { MagpieChallenge } from '@/contract/captcha/captcha-info';

/**
 * How many digests are in flight at once. WebCrypto's digest is async and
 * its per-call latency dominates a 60-byte hash; keeping ~32 calls in flight
 * measured ~6× faster than awaiting them one by one (what altcha-lib's
 * `solveChallenge` does), in Node and jsdom alike.
 */
const DIGESTS_IN_FLIGHT = 32;

/**
 * The magpie token: the solved challenge as JSON, base64-encoded (the
 * ALTCHA v1 payload the server verifies with altcha-lib). All its
 * characters are ASCII, so btoa is safe.
 */
export function encodeMagpieToken(solution: MagpieSolution): string {
  return btoa(JSON.stringify(solution));
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const actual = new Uint8Array(digest);
  if (actual.length !== expected.length) return false;
  for (let i = 0; i < actual.length; i += 1) if (actual[i] !== expected[i]) return false;
  return true;
}

/**
 * The secret number n in 0..maxnumber with SHA-256(salt + n) = challenge,
 * or null when there is none (a tampered challenge). Pure: WebCrypto only,
 * no DOM, so it runs the same in a page, a Web Worker or Node. WebCrypto
 * exists only in secure contexts (https, localhost).
 */
export async function findMagpieNumber(
  challenge: Pick<MagpieChallenge, 'challenge' | 'salt' | 'maxnumber'>,
  { signal, inFlight = DIGESTS_IN_FLIGHT }: { readonly signal?: AbortSignal; readonly inFlight?: number } = {},
): Promise<number | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is unavailable (the page is not served over https)');
  const encoder = new TextEncoder();
  const expected = hexToBytes(challenge.challenge);
  for (let start = 0; start <= challenge.maxnumber; start += inFlight) {
    signal?.throwIfAborted();
    const end = Math.min(start + inFlight - 1, challenge.maxnumber);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n += 1) digests.push(subtle.digest('SHA-256', encoder.encode(challenge.salt + n)));
    const hashes = await Promise.all(digests);
    const hit = hashes.findIndex((digest) => sameBytes(digest, expected));
    if (hit >= 0) return start + hit;
  }
  return null;
}

/**
 * CAP-9: solves a magpie challenge and returns the token for
 * magpie_verify_info. Rejects when the challenge has no solution or when
 * `signal` aborts.
 */
export async function solveMagpie(
  challenge: MagpieChallenge,
  { signal }: { readonly signal?: AbortSignal } = {},
): Promise<{ readonly token: string; readonly number: number; readonly tookMs: number }> {
  const started = Date.now();
  const number = await findMagpieNumber(challenge, { signal });
  if (number === null) throw new Error('magpie challenge has no solution');
  const token = encodeMagpieToken({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  return { token, number, tookMs: Date.now() - started };
}
