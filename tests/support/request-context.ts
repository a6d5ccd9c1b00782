import type { Reaction } from '@/services/errors/catalogue';
import type { HttpClient, RequestContext } from '@/services/http/client';
import { setMonitorSink } from '@/services/monitoring';

export const TEST_GUID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const TEST_TOKEN = 'user-token-abc';
export const TEST_USER_AGENT = 'Mozilla/5.0 (test) ExchangeWeb/1.0';

/** A visitor the test controls: what the interceptors read at request time. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    lang: () => 'en',
    platform: () => 'pc',
    token: () => TEST_TOKEN,
    guid: () => TEST_GUID,
    userAgent: () => TEST_USER_AGENT,
    inMiniApp: () => false,
    apiHostOverride: () => null,
    ...overrides,
  };
}

export interface SeenReaction {
  readonly reaction: Reaction;
  readonly url: string;
  readonly code: number;
}

/** Collects what the client tells the UI (toasts, cleared profile). */
export function collectReactions(client: HttpClient): SeenReaction[] {
  const seen: SeenReaction[] = [];
  client.setReactionSink((reaction, info) => seen.push({ reaction, ...info }));
  return seen;
}

/** A clock the test moves by hand (cache lifetimes, slow-request reports). */
export function manualClock(start = 1_700_000_000_000) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Empties the monitoring queue and removes any sink, so events never leak between tests. */
export function resetMonitoring(): void {
  setMonitorSink(() => undefined);
  setMonitorSink(null);
}
