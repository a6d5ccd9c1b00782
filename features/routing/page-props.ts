import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { readWebEnv, type WebEnv } from '@/config/env';
import { COOKIES } from '@/config/http';
import { ROUTING_DEFAULT_LOCALE, type Namespace } from '@/config/i18n';
import { findRoute } from '@/config/routes';
import { COOKIE_CONSENT_KEY } from '@/services/cookie-consent';
import type { PageApi, PageProps, PropsExtension } from '@/services/page-props';
import { pageBanners } from '@/services/server/page-banners';
import { offerPage } from '@/services/server/page-memo';
import { pageOAuthClient } from '@/services/server/page-oauth-client';
import { pagePhonePermission } from '@/services/server/page-phone-permission';
import { footerContentLinks } from '@/services/server/page-props';
import { pageWebConfig } from '@/services/server/page-web-config';
import { loadPageTranslations } from '@/services/server/translations';

import { adScriptOrigin, shouldLoadAdScript, shouldLoadMonitorScript } from './ad-script';
import { parseCookieHeader } from './cookies';
import { decideProxy, type PageContext, type ProxyDecision } from './proxy-decision';
import { buildSecurityHeaders, createNonce } from './security-headers';

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The routing decision for a page request, from what getServerSideProps sees:
 * Next strips a known locale from the URL, so the prefix is put back first.
 */
export function decidePageRequest(
  ctx: GetServerSidePropsContext,
  env: WebEnv,
  cookies: Record<string, string> = parseCookieHeader(first(ctx.req.headers.cookie)),
): ProxyDecision {
  const [path, query] = ctx.resolvedUrl.split('?');
  const prefixed = ctx.locale && ctx.locale !== ROUTING_DEFAULT_LOCALE;
  const pathname = prefixed ? `/${ctx.locale}${path === '/' ? '' : path}` : path;
  const proto = first(ctx.req.headers['x-forwarded-proto']).split(',')[0].trim();
  return decideProxy({
    host: first(ctx.req.headers.host),
    protocol: proto ? `${proto}:` : 'http:',
    pathname,
    search: query ? `?${query}` : '',
    cookies,
    acceptLanguage: first(ctx.req.headers['accept-language']) || null,
    userAgent: first(ctx.req.headers['user-agent']) || null,
    defaultSite: env.defaultSite,
  });
}

/**
 * Security headers of one page response. _document reads the nonce back from
 * the response's Content-Security-Policy (`cspNonce`), the one place it is
 * written.
 */
function applyPageHeaders(
  ctx: GetServerSidePropsContext,
  page: PageContext,
  env: WebEnv,
  scripts: { adScript: boolean; monitorScript: boolean; captcha: boolean },
): string {
  const nonce = createNonce();
  const ad = scripts.adScript ? adScriptOrigin(env.adScriptUrl) : null;
  const monitor = scripts.monitorScript ? adScriptOrigin(env.monitorScriptUrl) : null;
  const headers = buildSecurityHeaders({
    nonce,
    dev: env.dev,
    frameAncestors: page.isOAuthPage ? env.oauthFrameAncestors : [],
    scriptOrigins: [
      ...(ad ? [ad] : []),
      ...(monitor ? [monitor] : []),
      ...(scripts.captcha ? env.captchaScriptOrigins : []),
    ],
    noStore: true,
  });
  for (const [name, value] of Object.entries(headers)) ctx.res.setHeader(name, value);
  return nonce;
}

/** What a page's props extension may ask the api (services/page-props.ts, PageApi). */
function pageApi(env: WebEnv): PageApi {
  return {
    oauthClient: (clientId) => pageOAuthClient(env.apiOrigin, env.webConfigTtlMs, clientId),
    banners: (keys, language) => pageBanners(env.apiOrigin, env.webConfigTtlMs, keys, language),
  };
}

/**
 * getServerSideProps of a page: the routing decision of features/routing
 * (redirect, or site, language and platform), the security headers, and only
 * the namespaces the screen reads.
 */
export function routePageProps<X extends object = Record<never, never>>(
  routePath: string,
  options: {
    readonly notFound?: boolean;
    readonly landing?: boolean;
    /** a page for developers (the design reference), with the namespaces it reads: 404 in production mode */
    readonly development?: readonly Namespace[];
    /** what the page sends with it besides (the OAuth client, the sign-up bonus) */
    readonly extend?: PropsExtension<X>;
  } = {},
) {
  const route = findRoute(routePath);
  const outsideRoutes = options.notFound || options.landing || options.development;
  if (!route && !outsideRoutes) throw new Error(`${routePath} is not in config/routes.ts`);
  const namespaces: readonly Namespace[] = route
    ? [route.namespace, ...(route.alsoReads ?? [])].filter((ns) => ns !== 'common')
    : options.landing
      ? ['landing']
      : (options.development ?? []);
  return async (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps & X>> => {
    const env = readWebEnv();
    // the landings and the developers' pages exist outside production mode only
    if ((options.landing || options.development) && !env.landings) return { notFound: true };
    // read once: the routing decision and the cookie bar (UI-1) both look at the cookies
    const cookies = parseCookieHeader(first(ctx.req.headers.cookie));
    const decision = decidePageRequest(ctx, env, cookies);
    if (decision.kind === 'redirect') {
      return { redirect: { destination: decision.location, statusCode: decision.status } };
    }
    const page = decision.context;
    const adScript =
      shouldLoadAdScript(page.site, page.path, env.adScriptUrl) && adScriptOrigin(env.adScriptUrl) !== null;
    const monitorScript = shouldLoadMonitorScript(page.site, env.monitorScriptUrl);
    const signInForms = Boolean(route?.alsoReads?.includes('auth'));
    // captchas run on the pages with sign-in forms
    const nonce = applyPageHeaders(ctx, page, env, { adScript, monitorScript, captcha: signInForms });
    if (options.notFound) ctx.res.statusCode = 404;
    const [translations, webConfig, phonePermission] = await Promise.all([
      loadPageTranslations(page.locale, namespaces),
      pageWebConfig(env.apiOrigin, env.webConfigTtlMs),
      signInForms ? pagePhonePermission(env.apiOrigin, env.webConfigTtlMs, page.site) : null,
    ]);
    const base: PageProps = {
      ...translations,
      webConfig,
      page: {
        site: page.site,
        platform: page.platform,
        locale: page.locale,
        path: route ? route.path : options.landing || options.development ? routePath : page.path,
        quickLogin: page.quickLogin,
        adScriptUrl: adScript ? env.adScriptUrl : null,
        monitorScriptUrl: monitorScript ? env.monitorScriptUrl : null,
        contentLinks: footerContentLinks(page.site, page.locale, first(ctx.req.headers.host)),
        cookieConsent: COOKIE_CONSENT_KEY in cookies,
        tokenCookie: COOKIES.token in cookies,
        phonePermission,
      },
    };
    const props = { ...base, ...(await options.extend?.(base, ctx, pageApi(env))) } as PageProps & X;
    // the web's server sends the page it sent lately for the same inputs, if it has one: Next then renders
    // nothing (services/server/page-memo)
    offerPage(ctx.req, { url: ctx.resolvedUrl, locale: ctx.locale, props, nonce });
    return { props };
  };
}
