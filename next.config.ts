import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

import { LOCALE_ROUTING } from './config/i18n';
import { EVERY_RESPONSE_HEADERS } from './config/response-headers';

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` (and CI) runs `tsc --noEmit` over the whole tree before it builds; the build does not
  // check the same types again (about 20 s of CI), nor fail on a test file being written beside it
  typescript: { ignoreBuildErrors: true },
  // pages answer no-store: an ETag would be hashed on every response for nothing
  generateEtags: false,
  i18n: LOCALE_ROUTING,
  // the regional sites are served by host (hk.localhost, eu.localhost, …): under `next dev` their pages may load
  // Next's development scripts and hot reload, which Next refuses to origins it was not told of
  allowedDevOrigins: ['*.localhost'],
  experimental: {
    // Turbopack's optional shaking, all on (issue 40, measured by `npm run check:bundle`, each sign-in page
    // 0.8-1.0 kB gzip lighter): unused exports of CommonJS modules go, CommonJS modules are hoisted into their
    // chunk's scope like ES ones, constants are inlined across modules so the dead branches they decide go,
    // and export names are shortened. (turbopackModuleFragments was tried: every page 20 kB heavier.)
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackCrossModuleConstants: true,
    turbopackMangleExportNames: true,
    turbopackMangleViaMaterializedNamespaceObject: true,
    // Nearly every visit to a sign-in front end is a first page load: Turbopack merges each page's chunks into
    // fewer, bigger files (login: 12 scripts -> 7 at +0.3 kB). Each script the page starts costs a main-thread
    // task, and a bigger file is compiled off the main thread as it streams (issue 23, docs/performance.md).
    turbopackChunking: {
      firstPageLoadPriority: 0.9,
      // one file per chunk group, however big (issue 40: react-dom's chunk is over the 200 kB default, so it
      // stayed apart; merged, each sign-in page is another 0.3-0.4 kB gzip lighter)
      maxChunkCountPerGroup: 1,
      maxMergeChunkSize: 1_000_000,
      minChunkSize: 150_000,
    },
  },
  // Under `next dev`, /x-api/* is forwarded to the api by pages/api/x-api (API_ORIGIN is read there, at run
  // time). Without `locale: false` on purpose: with the placeholder default locale only the localized form
  // matches. In production the web's own server hands these paths to the forwarder before Next
  // (web-server.ts), so the build has no rewrites for Next to try on every request.
  async rewrites() {
    if (phase !== PHASE_DEVELOPMENT_SERVER) return [];
    return {
      beforeFiles: [
        { source: '/x-api/:path*', destination: '/api/x-api/:path*' },
        // RFC 8414 metadata on the issuer's (the web's) origin, served by the api
        {
          source: '/.well-known/oauth-authorization-server',
          destination: '/api/x-api/.well-known/oauth-authorization-server',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    // In production the web's own server sets these on every response before Next sees it (web-server.ts):
    // a headers() rule is a path match Next runs on every request. Under `next dev` Next sets them.
    if (phase !== PHASE_DEVELOPMENT_SERVER) return [];
    return [
      {
        source: '/:path*',
        headers: Object.entries(EVERY_RESPONSE_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
});

export default nextConfig;
