/** LOGIN-6: a provider the site offers for sign-in. */
export interface ThirdPartyOption {
  readonly name: string;
  readonly label: string;
}

/** The web config's provider list (`thirdparty_providers`); none when it is absent or unreadable. */
export function thirdPartyOptions(raw: string | undefined): ThirdPartyOption[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((p: unknown) => {
      const { name, label } = (p ?? {}) as { name?: unknown; label?: unknown };
      if (typeof name !== 'string' || !/^[a-z][a-z0-9_-]{0,31}$/.test(name)) return [];
      return [{ name, label: typeof label === 'string' && label.trim() ? label.trim() : name }];
    });
  } catch {
    return [];
  }
}

/** What the return page needs from the page the sign-in started on, kept in session storage meanwhile. */
export interface PendingThirdParty {
  readonly provider: string;
  readonly label: string;
  readonly lang: string;
  /** the starting page's query (redirect_url, attribution), restored before the redirect policy runs */
  readonly search: string;
  readonly startedAt: number;
}

export const PENDING_THIRDPARTY_KEY = 'thirdparty_pending';
/** The api keeps a round trip for 10 minutes. */
const PENDING_MS = 10 * 60 * 1000;

/** The pending sign-in, when it is one and not too old. */
export function readPending(raw: string | null, now: number): PendingThirdParty | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingThirdParty>;
    if (typeof p.provider !== 'string' || typeof p.lang !== 'string' || typeof p.startedAt !== 'number') return null;
    if (now - p.startedAt > PENDING_MS || p.startedAt > now + 60_000) return null;
    return {
      provider: p.provider,
      label: typeof p.label === 'string' ? p.label : p.provider,
      lang: p.lang,
      search: typeof p.search === 'string' && p.search.startsWith('?') ? p.search : '',
      startedAt: p.startedAt,
    };
  } catch {
    return null;
  }
}
