import { NextResponse, type NextRequest } from 'next/server';

import { readWebEnv } from '@/config/env';
import { decideProxy } from '@/features/routing/proxy-decision';

/**
 * Thin by design. It sees only what pages cannot: paths without a language
 * prefix (MW-4, MW-5: always a redirect, decided by features/routing) and
 * /x-api, forwarded to API_ORIGIN at run time (next.config rewrites are fixed
 * at build). Prefixed page paths skip it: Next's proxy costs more per request
 * than rendering the page (docs/performance.md), so getServerSideProps applies
 * the same pure decision there (features/routing/page-props.ts).
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
    return NextResponse.redirect(new URL(decision.location, `${url.protocol}//${host}`), decision.status);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    { source: '/x-api/:path*', locale: false },
    // un-prefixed page paths only: not Next internals, files, or /{lang}/…
    {
      source:
        '/((?!_next/|x-api/|favicon\\.ico|robots\\.txt|(?:en|[a-zA-Z]{2,3}-[a-zA-Z0-9]{2,4})(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)',
      locale: false,
    },
  ],
};
