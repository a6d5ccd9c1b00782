/**
 * Issue 36 item 7 (HTTP-5): answers kept by the request layer belong to the
 * session that asked for them. The session's token is never a key (keys sit
 * in localStorage and may reach logs): a hash of it is. Two 53-bit hashes
 * with different seeds (cyrb53) give 106 bits: two tokens sharing a scope
 * is out of reach, and the token cannot be read back from it. Synchronous,
 * because the cache is read before a call goes out.
 */

function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The scope of a session's kept answers: '' with no session, else a hash of its token. */
export function sessionScope(token: string | null | undefined): string {
  if (!token) return '';
  return `s.${cyrb53(token, 0x9e3779b9)}.${cyrb53(token, 0x85ebca6b)}`;
}
