import {
  PERSISTENT_CACHE_MAX_STORAGE_CHARS,
  RESPONSE_CACHE_MAX_ENTRIES,
  RESPONSE_CACHE_TTL_MS,
  STORAGE_KEYS,
} from '@/config/http';

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/** Characters localStorage holds now, keys included. */
export function storageChars(storage: Storage): number {
  let total = 0;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i) ?? '';
    total += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return total;
}

/** A kept key's session scope in front of the request's key (none: an answer asked with no session). */
const SCOPE_PREFIX = /^s\.[0-9a-z]+\.[0-9a-z]+\|/;

/**
 * HTTP-5: answers kept for a while (60 s by default), at most 20, oldest
 * evicted first; mirrored to localStorage unless it already holds more than
 * ~4.5 MB. What a previous page saved is read back on first use, not when
 * the request layer is created (during the page's start-up scripts).
 *
 * Issue 36 item 7: every answer is kept under the session that asked for it
 * (`scope`, read at each use: a hash of the session's token,
 * services/http/session-scope.ts), so another session, or none, is never
 * answered from it: a profile kept for one account never names it to a
 * browser now holding another token, or none. And a session's answers are
 * kept in the page's memory only, never in localStorage: a page loaded
 * after the session ended elsewhere (a password reset in another browser)
 * asks the api, hears that it ended, and names no account. Answers asked
 * with no session are saved for the next page as before.
 */
export class ResponseCache {
  private readonly saved = new Map<string, Entry>();
  private restored = false;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly storage: () => Storage | null = () => (typeof window === 'undefined' ? null : window.localStorage),
    private readonly maxEntries: number = RESPONSE_CACHE_MAX_ENTRIES,
    private readonly scope: () => string = () => '',
  ) {}

  /** The key an entry is kept under: the request's, in the current session's scope. */
  private scoped(key: string): string {
    const scope = this.scope();
    return scope ? `${scope}|${key}` : key;
  }

  /** The entries, those a previous page saved read back first. */
  private get entries(): Map<string, Entry> {
    if (!this.restored) {
      this.restored = true;
      this.restore();
    }
    return this.saved;
  }

  get(key: string): unknown {
    const kept = this.scoped(key);
    const entry = this.entries.get(kept);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(kept);
      this.persist();
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: unknown, ttlMs: number = RESPONSE_CACHE_TTL_MS): void {
    const kept = this.scoped(key);
    this.entries.delete(kept);
    this.entries.set(kept, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.persist();
  }

  delete(key: string): void {
    if (this.entries.delete(this.scoped(key))) this.persist();
  }

  /**
   * Drops every entry whose request key matches (e.g. all answers of one
   * endpoint), whichever session's it is.
   */
  deleteWhere(match: (key: string) => boolean): void {
    let changed = false;
    for (const kept of [...this.entries.keys()]) {
      const key = kept.replace(SCOPE_PREFIX, '');
      if (match(key)) changed = this.entries.delete(kept) || changed;
    }
    if (changed) this.persist();
  }

  get size(): number {
    return this.entries.size;
  }

  private restore(): void {
    try {
      const raw = this.storage()?.getItem(STORAGE_KEYS.responseCache);
      if (!raw) return;
      const saved = JSON.parse(raw) as Array<[string, Entry]>;
      const now = this.now();
      for (const [key, entry] of saved.slice(-this.maxEntries)) {
        if (entry && typeof entry.expiresAt === 'number' && entry.expiresAt > now) this.saved.set(key, entry);
      }
    } catch {
      // a broken saved cache is no cache
    }
  }

  private persist(): void {
    const storage = this.storage();
    if (!storage) return;
    try {
      const ours = storage.getItem(STORAGE_KEYS.responseCache)?.length ?? 0;
      if (storageChars(storage) - ours > PERSISTENT_CACHE_MAX_STORAGE_CHARS) return;
      // a session's answers stay in this page's memory: the next page asks the api, which knows if it ended
      const lasting = [...this.entries].filter(([key]) => !SCOPE_PREFIX.test(key));
      storage.setItem(STORAGE_KEYS.responseCache, JSON.stringify(lasting));
    } catch {
      // quota or disabled storage: the memory cache still serves
    }
  }
}
