/**
 * The web process in production (`npm run start:web`, built to
 * dist/web/server.mjs): `/x-api/*` and the RFC 8414 metadata document go
 * straight to the forwarder (services/server/x-api-forward.ts), the build's
 * static files are sent from their compressed copies
 * (services/server/static-assets.ts), every other request goes to Next, with
 * the page memo's offer (services/server/page-memo.ts): a page sent lately for
 * the same inputs is sent again instead of rendered. Every response but the
 * forwarder's carries the headers of config/response-headers.ts. An api call
 * never crosses Next's router, the proxy function or an API route; under
 * `next dev` the same forwarder answers through pages/api/x-api, and pages
 * render every time. Pages render whole with React's Node.js build rather
 * than as the edge build's stream Next asks for (services/server/node-page-renderer.ts).
 */
import { createServer } from 'node:http';
import path from 'node:path';

import next from 'next';

import { readWebEnv } from '@/config/env';
import { EVERY_RESPONSE_HEADERS } from '@/config/response-headers';
import { preferWholePageRenderer } from '@/services/server/node-page-renderer';
import { createPageMemo, serveWithPageMemo } from '@/services/server/page-memo';
import { staticAssets } from '@/services/server/static-assets';
import { forwardToApi, trustedProxies, upstreamPath } from '@/services/server/x-api-forward';

const port = Number(process.env.PORT || 3000);

const env = readWebEnv();
// before Next loads its page runtime, which asks for React's renderer once
preferWholePageRenderer();
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const trust = trustedProxies(env.trustProxy);
const EVERY_HEADER = Object.entries(EVERY_RESPONSE_HEADERS);
const assets = staticAssets(path.join(process.cwd(), '.next', 'static'));
const pageMemo = createPageMemo();
const server = createServer((req, res) => {
  if (upstreamPath(req.url ?? '/') !== null) {
    forwardToApi(req, res, { apiOrigin: env.apiOrigin, trust, countryOverride: env.countryOverride }).catch(() =>
      res.destroy(),
    );
    return;
  }
  // the static files carry them from services/server/static-assets; what goes to Next gets them here rather
  // than from next.config.ts's headers(), which Next matches against every request's path
  assets(req, res, () => {
    for (const [name, value] of EVERY_HEADER) res.setHeader(name, value);
    serveWithPageMemo(pageMemo, req, res, () => void handle(req, res));
  });
});
// every interface, as `next start` listens
server.listen(port, () => process.stdout.write(`web ready on http://localhost:${port}\n`));

function stop(): void {
  server.close(() => process.exit(0));
  // connections kept alive would hold close() open
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
