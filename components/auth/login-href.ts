import type { AccountValue } from '@/services/auth/account-rules';

/** The sign-up pages and the login each leads to (OAuth's keeps its flow, Türkiye's its site). */
const LOGIN_OF: Readonly<Record<string, string>> = {
  '/tr-register': '/tr-login',
  '/oauth-register': '/oauth-login',
};

/** A language prefix: `en` or `xx-XX` / `xx-XXX`. */
const LOCALE = /^\/(en|[a-z]{2,3}-[A-Za-z0-9]{2,4})(?=\/|$)/;

/**
 * Issue 39: the login an existing account's sign-up sends to, in the page's
 * language, with the typed email to fill (the login reads `?email=`:
 * features/login/remembered-email.ts); an OAuth sign-up keeps its request's
 * query. Pure.
 */
export function loginHrefFor(pathname: string, search: string, account: AccountValue): string {
  const locale = LOCALE.exec(pathname)?.[1] ?? 'en';
  const path = pathname.replace(LOCALE, '') || '/';
  const target = LOGIN_OF[path] ?? '/login';
  const query = new URLSearchParams(target === '/oauth-login' ? search : '');
  query.delete('email');
  if (account.kind === 'email' && account.email.trim() !== '') query.set('email', account.email.trim());
  const rest = query.toString();
  return `/${locale}${target}${rest ? `?${rest}` : ''}`;
}
