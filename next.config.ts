import type { NextConfig } from 'next';

import { i18nSharedConfig } from './config/i18n';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // pages answer no-store: an ETag would be hashed on every response for nothing
  generateEtags: false,
  i18n: i18nSharedConfig.i18n,
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
};

export default nextConfig;
