/**
 * The build's static files (`.next/static`: scripts, styles, fonts), served
 * by the web's own server before Next (web-server.ts), each from the copy
 * compressed at build time (scripts/precompress-static.ts): brotli when the
 * browser takes it, else gzip, else the file itself. Next would compress every
 * chunk again on every request, about 60 ms of the web process's CPU per
 * first visit to a sign-in page, while the same machine's browser is starting
 * the page; from the compressed copies it is a file read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import sirv from 'sirv';

import { EVERY_RESPONSE_HEADERS, STATIC_ASSETS } from '@/config/response-headers';
import { isReadMethod } from '@/contract/endpoint';

export type StaticAssetHandler = (req: IncomingMessage, res: ServerResponse, notMine: () => void) => void;

/**
 * A handler for `/_next/static/*` GET and HEAD requests, answered from
 * `staticDir` (the files present when it is made: a build's files never
 * change); anything else, or a file the build does not have, goes to `notMine`.
 */
export function staticAssets(staticDir: string): StaticAssetHandler {
  const serve = sirv(staticDir, {
    dev: false,
    gzip: true,
    brotli: true,
    etag: false,
    // content-hashed names: a new build is new URLs
    maxAge: STATIC_ASSETS.maxAgeS,
    immutable: true,
    // no directory index, no `.html` guessed for a name without one
    extensions: [],
    setHeaders(res) {
      for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
    },
  });
  return (req, res, notMine) => {
    const url = req.url ?? '/';
    if (!isReadMethod(req.method) || !url.startsWith(STATIC_ASSETS.urlPrefix)) return notMine();
    const original = req.url;
    // sirv looks the path up below its own directory; the prefix is this server's
    req.url = url.slice(STATIC_ASSETS.urlPrefix.length - 1);
    serve(req, res, () => {
      req.url = original;
      notMine();
    });
  };
}
