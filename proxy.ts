import { NextResponse, type NextRequest } from 'next/server';

import { readWebEnv } from '@/config/env';
import { OAUTH_METADATA_PATH as METADATA_PATH } from '@/config/oauth';
import { decideProxy } from '@/features/routing/proxy-decision';
import { redirectOrigin } from '@/features/routing/site';

/**
 * Thin by design. It sees only what pages cannot: paths without a language
 * prefix (MW-4, MW-5: always a redirect, decided by features/routing);
 * /x-api goes to pages/api/x-api (services/server/x-api-forward.ts), which sets the
 * client address itself. Prefixed page paths skip it: Next's proxy costs more per request
 * than rendering the page (docs/performance.md), so getServerSideProps applies
 * the same pure decision there (features/routing/page-props.ts).
 */
export function proxy(request: NextRequest): NextResponse {
  const env = readWebEnv();
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  // /x-api and the api routes are forwarded by pages/api/x-api (next.config.ts rewrites): never redirected.
  // The matcher alone does not keep them out: with i18n it sees the path behind the placeholder locale.
  if (/^\/(?:x-api|api)\//.test(url.pathname) || url.pathname === METADATA_PATH) return NextResponse.next();

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
    // the Host header names the origin only when it is one of ours (features/routing/site.ts)
    return NextResponse.redirect(
      new URL(decision.location, redirectOrigin(host, url.protocol, env.defaultSite)),
      decision.status,
    );
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    // un-prefixed page paths only: not Next internals, files, or /{lang}/…
    {
      source:
        '/((?!_next/|x-api/|api/|favicon\\.ico|robots\\.txt|(?:en|[a-zA-Z]{2,3}-[a-zA-Z0-9]{2,4})(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)',
      locale: false,
    },
  ],
};
