import { CAPTCHA_SCENES } from '@/config/captcha-page';
import { EXTERNAL_PATHS } from '@/config/routes';
import type { SiteId } from '@/config/sites';
import type { AccountValue } from '@/services/auth/account-rules';

/** CAP-6: the captcha scene of a login: EU 31014, the Turkish login 31013, else 31000. */
export function loginScene(site: SiteId, turkishLogin: boolean): number {
  if (site === 'EU') return CAPTCHA_SCENES.euLogin;
  if (turkishLogin) return CAPTCHA_SCENES.turkishLogin;
  return CAPTCHA_SCENES.mainLogin;
}

/** LOGIN-11: the demo-account login page. */
export function isDemoAccountLogin(search: string): boolean {
  return new URLSearchParams(search).get('demoAccount') === 'true';
}

/** LOGIN-6: the quick-login token of the page, if any. */
export function quickLoginToken(search: string): string | null {
  const token = new URLSearchParams(search).get('tmp_token')?.trim();
  return token ? token : null;
}

/** The sign-up page matching a login page, keeping the query (affiliate and redirect fields). */
export function signUpHref(lang: string, loginPath: string, search: string): string {
  const target =
    loginPath === '/tr-login' ? '/tr-register' : loginPath === '/oauth-login' ? '/oauth-register' : '/register';
  return `/${lang}${target}${search}`;
}

/**
 * LOGIN-5, ROUTE-5: password recovery, with the account the person typed
 * kept in the query so they need not type it again.
 */
export function recoverPasswordHref(lang: string, account: AccountValue): string {
  const query = new URLSearchParams();
  if (account.kind === 'email' && account.email.trim()) query.set('email', account.email.trim());
  if (account.kind === 'mobile' && account.mobile.trim()) {
    query.set('mobile', account.mobile.trim());
    query.set('country', account.country);
  }
  const search = query.toString();
  return `/${lang}${EXTERNAL_PATHS.retrieve}${search ? `?${search}` : ''}`;
}
