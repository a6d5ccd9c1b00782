import { NextResponse, type NextRequest } from 'next/server';

import { CONTEXT_HEADERS, readWebEnv } from '@/config/env';
import { adScriptOrigin, shouldLoadAdScript } from '@/features/routing/ad-script';
import { buildSecurityHeaders, createNonce, decideProxy } from '@/features/routing';

/**
 * Thin by design: the decisions are pure functions of features/routing; this
 * file only reads the request and applies what they return.
 */
export function proxy(request: NextRequest): NextResponse {
  const env = readWebEnv();
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;

  if (url.pathname.startsWith('/x-api/')) {
    return NextResponse.rewrite(new URL(`${url.pathname}${url.search}`, env.apiOrigin));
  }

  const decision = decideProxy({
    host,
    protocol: url.protocol,
    pathname: url.pathname,
    search: url.search,
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
    defaultSite: env.defaultSite,
  });

  if (decision.kind === 'redirect') {
    const location = new URL(decision.location, `${url.protocol}//${host}`);
    return NextResponse.redirect(location, decision.status);
  }

  const { context } = decision;
  const nonce = createNonce();
  const adOrigin = shouldLoadAdScript(context.site, context.path, env.adScriptUrl)
    ? adScriptOrigin(env.adScriptUrl)
    : null;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CONTEXT_HEADERS.nonce, nonce);
  requestHeaders.set(CONTEXT_HEADERS.site, context.site);
  requestHeaders.set(CONTEXT_HEADERS.platform, context.platform);
  requestHeaders.set(CONTEXT_HEADERS.quickLogin, context.quickLogin ? '1' : '0');

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  const headers = buildSecurityHeaders({
    nonce,
    dev: env.dev,
    frameAncestors: context.isOAuthPage ? env.oauthFrameAncestors : [],
    scriptOrigins: adOrigin ? [adOrigin] : [],
    noStore: context.isAuthPage,
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // pages only: no Next internals, no static files, no locale files; /x-api is
  // forwarded to API_ORIGIN here because next.config rewrites are fixed at build
  matcher: ['/', '/x-api/:path*', '/((?!_next/|x-api/|locales/|favicon.ico|robots.txt|antd|.*\\.[a-z0-9]+$).*)'],
};
