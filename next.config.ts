import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

import { LOCALE_ROUTING } from './config/i18n';

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // pages answer no-store: an ETag would be hashed on every response for nothing
  generateEtags: false,
  i18n: LOCALE_ROUTING,
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
    // static files and the api rewrite skip the proxy; these apply everywhere
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
});

export default nextConfig;
