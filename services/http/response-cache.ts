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

/**
 * HTTP-5: answers kept for a while (60 s by default), at most 20, oldest
 * evicted first; mirrored to localStorage unless it already holds more than
 * ~4.5 MB. What a previous page saved is read back on first use, not when
 * the request layer is created (during the page's start-up scripts).
 */
export class ResponseCache {
  private readonly saved = new Map<string, Entry>();
  private restored = false;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly storage: () => Storage | null = () => (typeof window === 'undefined' ? null : window.localStorage),
    private readonly maxEntries: number = RESPONSE_CACHE_MAX_ENTRIES,
  ) {}

  /** The entries, those a previous page saved read back first. */
  private get entries(): Map<string, Entry> {
    if (!this.restored) {
      this.restored = true;
      this.restore();
    }
    return this.saved;
  }

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      this.persist();
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: unknown, ttlMs: number = RESPONSE_CACHE_TTL_MS): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.persist();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.persist();
  }

  /** Drops every entry whose key matches (e.g. all answers of one endpoint). */
  deleteWhere(match: (key: string) => boolean): void {
    let changed = false;
    for (const key of [...this.entries.keys()]) {
      if (match(key)) changed = this.entries.delete(key) || changed;
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
      storage.setItem(STORAGE_KEYS.responseCache, JSON.stringify([...this.entries]));
    } catch {
      // quota or disabled storage: the memory cache still serves
    }
  }
}
