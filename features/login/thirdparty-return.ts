import type { PendingThirdParty } from '@/components/auth/thirdparty';
import type { LinkRequiredDetails } from '@/contract/thirdparty/provider';
import { RET_CODES } from '@/services/errors/ret-codes';
import { isRequestError } from '@/services/http/errors';

/** The provider's answer in the return page's query. */
export interface ProviderCallback {
  readonly code: string;
  readonly state: string;
  readonly iss?: string;
  readonly error: string | null;
}

export function callbackOf(search: string): ProviderCallback {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code') ?? '',
    state: query.get('state') ?? '',
    iss: query.get('iss') ?? undefined,
    error: query.get('error'),
  };
}

/** What the return page does on arrival (LOGIN-6). */
export type ThirdPartyArrival =
  /** the person turned the provider down: the sign-in in progress ends */
  | { readonly kind: 'cancelled' }
  /** the page is shown in the starting page's language */
  | { readonly kind: 'relocate'; readonly href: string }
  /** nothing in progress in this browser, or no code: nothing to finish */
  | { readonly kind: 'expired' }
  | { readonly kind: 'exchange'; readonly pending: PendingThirdParty; readonly callback: ProviderCallback };

/**
 * LOGIN-6, ROUTE-2: the return page on arrival, from the sign-in this
 * browser started (if any) and the provider's answer in the address
 * (`path`: the return page's route, `search`: its query).
 */
export function thirdPartyArrival(
  pending: PendingThirdParty | null,
  callback: ProviderCallback,
  page: { readonly locale: string; readonly path: string },
  search: string,
): ThirdPartyArrival {
  if (pending && callback.error) return { kind: 'cancelled' };
  // the provider comes back to the return page without a language: it is shown in the starting page's
  if (pending && pending.lang !== page.locale)
    return { kind: 'relocate', href: `/${pending.lang}${page.path}${search}` };
  if (!pending || !callback.code || !callback.state) return { kind: 'expired' };
  return { kind: 'exchange', pending, callback };
}

/** What the return page shows. */
export type ThirdPartyStep =
  | { readonly kind: 'working' }
  | { readonly kind: 'link'; readonly linkToken: string; readonly email: string }
  | { readonly kind: 'ended'; readonly reason: 'cancelled' | 'expired' | 'failed' };

/**
 * LOGIN-6: a refused exchange of the provider's code: an email with an
 * account already asks for that account's password (33201), an old flow
 * has expired (33202), anything else failed.
 */
export function stepOfExchangeFailure(error: unknown): ThirdPartyStep {
  if (isRequestError(error) && error.code === RET_CODES.thirdPartyLinkRequired) {
    const result = (error.result ?? {}) as Partial<LinkRequiredDetails>;
    return { kind: 'link', linkToken: result.link_token ?? '', email: result.email ?? '' };
  }
  if (isRequestError(error) && error.code === RET_CODES.thirdPartyFlowExpired)
    return { kind: 'ended', reason: 'expired' };
  return { kind: 'ended', reason: 'failed' };
}

/** ROUTE-2: the login page the return page leads back to, in the starting page's language and with its query. */
export function loginAfterThirdParty(lang: string, returnPath: string, search: string): string {
  return `/${lang}${returnPath === '/tr-authorized' ? '/tr-login' : '/login'}${search}`;
}

/** LOGIN-6: the return page from its arrival and the state of the code's exchange. */
export function thirdPartyStep(
  arrival: ThirdPartyArrival | null,
  exchange: { readonly status: 'loading' | 'done' | 'failed'; readonly error?: unknown },
): ThirdPartyStep {
  if (arrival?.kind === 'cancelled' || arrival?.kind === 'expired') return { kind: 'ended', reason: arrival.kind };
  if (arrival?.kind === 'exchange' && exchange.status === 'failed') return stepOfExchangeFailure(exchange.error);
  // arriving, going to the starting page's language, exchanging, or leaving with the session
  return { kind: 'working' };
}
