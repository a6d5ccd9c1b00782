import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

import proxyAddr from '@fastify/proxy-addr';

import { OAUTH_METADATA_PATH } from '@/config/oauth';
import { API_FORWARD_TIMEOUT_MS, REFUSED_BODY_DRAIN, X_API_BODY_LIMIT, X_API_PREFIX } from '@/config/x-api';
import { isReadMethod } from '@/contract/endpoint';
import { RET_CODES } from '@/contract/ret-codes';

/**
 * Server side only: how the web forwards `/x-api/*` to the api (API_ORIGIN).
 * It replaces Next's rewrite proxy, which passed a client-written
 * X-Forwarded-For through (so per-IP limits could be dodged), answered an
 * oversized body or a dead api with a bare 500, and had no limit of its own.
 */

/** Request headers that describe one hop, never forwarded (RFC 9110 §7.6.1), and the forwarding ones we set ourselves. */
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'upgrade',
  'trailer',
  'host',
  'content-length',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

/**
 * Headers that name the visitor's country (CF-IPCountry from Cloudflare,
 * X-Country the development override): the api believes them from the web,
 * so the web passes them only from a load balancer of WEB_TRUST_PROXY.
 */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country'] as const;
const DEV_COUNTRY_HEADER = 'x-country';

/** The answer goes back byte for byte: its length and encoding stay, the hop's own headers do not. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'trailer', 'upgrade']);

/** Connections to the api are kept and reused: opening one per call cost more than the call. */
const agents = { http: new Agent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** Which addresses in front of the web may say who the client is (WEB_TRUST_PROXY; proxy-addr's syntax). */
export type TrustedProxies = ReturnType<typeof proxyAddr.compile>;

/** Compiled once per setting: the forwarder asks on every request. */
const compiledTrust = new Map<string, TrustedProxies>();

/**
 * WEB_TRUST_PROXY: empty or `none` trusts nobody (the socket's address is the
 * client's); otherwise a comma-separated list of addresses, CIDRs or
 * proxy-addr names (`loopback`, `uniquelocal`) of load balancers in front.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const key = setting ?? '';
  const known = compiledTrust.get(key);
  if (known) return known;
  const list = (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toLowerCase() !== 'none');
  const trust = proxyAddr.compile(list);
  compiledTrust.set(key, trust);
  return trust;
}

/**
 * The client's address: the socket's, or, behind proxies the operator
 * trusts, the nearest X-Forwarded-For entry they did not write themselves.
 * A header the client wrote is never believed on its own.
 */
export function clientAddress(req: IncomingMessage, trust: TrustedProxies): string {
  const address = proxyAddr(req, trust);
  // an IPv4 client on a dual-stack socket is named as IPv4
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** Whether the connection itself comes from a load balancer of WEB_TRUST_PROXY (whatever its headers say). */
function fromTrustedHop(req: IncomingMessage, trust: TrustedProxies): boolean {
  const peer = req.socket.remoteAddress;
  return !!peer && trust(peer, 0);
}

/**
 * The scheme the visitor used: https on a TLS socket, or what a trusted
 * proxy in front (which terminated TLS) says; a client's own claim is ignored.
 */
export function visitorProtocol(req: IncomingMessage, trust: TrustedProxies): 'http' | 'https' {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  const said = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return fromTrustedHop(req, trust) && said === 'https' ? 'https' : 'http';
}

/**
 * The api path a forwarded request goes to: `/x-api/…` as it came (a
 * language prefix in front dropped), and the RFC 8414 metadata document,
 * which the api serves under /x-api. Null for anything else.
 */
export function upstreamPath(url: string): string | null {
  const [pathname, query] = [url.split('?')[0], url.includes('?') ? url.slice(url.indexOf('?')) : ''];
  if (pathname === OAUTH_METADATA_PATH) return `${X_API_PREFIX}${OAUTH_METADATA_PATH}${query}`;
  const match = /^(?:\/(?:en|[A-Za-z]{2,3}-[A-Za-z0-9]{2,4}))?(\/x-api\/.*)$/.exec(pathname);
  return match ? `${match[1]}${query}` : null;
}

/** The envelope a page's request layer reads, for answers the web gives itself. */
function envelopeBody(code: number, message: string): string {
  return JSON.stringify({ ret_code: code, ret_msg: message, result: null, time_now: (Date.now() / 1000).toFixed(6) });
}

function answer(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(envelopeBody(code, message));
}

/** Codes of the answers the web gives for the api: the api's own for a bad request and an internal failure. */
export const FORWARD_ERRORS = {
  tooLarge: { status: 413, code: RET_CODES.badRequest, message: 'Request body too large' },
  unreachable: { status: 503, code: RET_CODES.internal, message: 'Service unavailable' },
  timeout: { status: 504, code: RET_CODES.internal, message: 'Service did not answer in time' },
  badGateway: { status: 502, code: RET_CODES.internal, message: 'Bad gateway' },
} as const;

type ReadBody = { readonly ok: true; readonly body: Buffer | undefined } | { readonly ok: false };

/** The request body, refusing at the first byte past `limit` (a declared length over it is refused unread). */
function readBody(req: IncomingMessage, limit: number): Promise<ReadBody> {
  if (isReadMethod(req.method)) return Promise.resolve({ ok: true, body: undefined });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve({ ok: true, body: size > 0 ? Buffer.concat(chunks) : undefined });
    });
    req.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}

/**
 * Reads and drops the rest of a refused body (REFUSED_BODY_DRAIN bounds it), so that the client has sent it
 * all and reads the 413 rather than a broken pipe.
 */
function drainRefused(req: IncomingMessage): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const stop = () => {
      clearTimeout(timer);
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > REFUSED_BODY_DRAIN.bytes) stop();
    };
    const timer = setTimeout(stop, REFUSED_BODY_DRAIN.ms);
    req.on('data', count);
    req.once('end', stop);
    req.once('error', stop);
    req.once('close', stop);
    req.resume();
  });
}

export interface ForwardOptions {
  /** where the api is (API_ORIGIN) */
  readonly apiOrigin: string;
  readonly trust: TrustedProxies;
  readonly bodyLimit?: number;
  readonly timeoutMs?: number;
  /**
   * WEB_COUNTRY_OVERRIDE (development and tests only): pass the visitor's own
   * X-Country header on, so a test can say where it browses from
   */
  readonly countryOverride?: boolean;
}

/**
 * Forwards one `/x-api/*` request to the api and its answer back. The api
 * learns the client from X-Forwarded-For, which is set here from the
 * connection (and trusted proxies), never copied from the client. Oversized
 * bodies get 413, an api that cannot be reached 503 and one that does not
 * answer 504, each in the envelope shape; never a bare 500.
 */
export async function forwardToApi(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): Promise<void> {
  const path = upstreamPath(req.url ?? '/');
  if (path === null) return answer(res, 404, RET_CODES.notFound, 'Not found');
  const read = await readBody(req, options.bodyLimit ?? X_API_BODY_LIMIT).catch(() => null);
  if (read === null) return answer(res, 400, RET_CODES.badRequest, 'Request body could not be read');
  if (!read.ok) {
    const { status, code, message } = FORWARD_ERRORS.tooLarge;
    await drainRefused(req);
    res.setHeader('connection', 'close');
    return answer(res, status, code, message);
  }

  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  // the country is a trusted hop's word, never the visitor's (save the development override)
  if (!fromTrustedHop(req, options.trust)) {
    for (const name of COUNTRY_HEADERS) {
      if (!(name === DEV_COUNTRY_HEADER && options.countryOverride)) delete headers[name];
    }
  }
  headers['x-forwarded-for'] = clientAddress(req, options.trust);
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] = visitorProtocol(req, options.trust);
  if (read.body) headers['content-length'] = read.body.length;

  const target = new URL(path, options.apiOrigin);
  const secure = target.protocol === 'https:';
  const timeoutMs = options.timeoutMs ?? API_FORWARD_TIMEOUT_MS;
  await new Promise<void>((resolve) => {
    let failed = false;
    const fail = (failure: (typeof FORWARD_ERRORS)[keyof typeof FORWARD_ERRORS]) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      upstream.destroy();
      answer(res, failure.status, failure.code, failure.message);
      resolve();
    };
    const upstream = (secure ? httpsRequest : httpRequest)(
      target,
      { method: req.method, headers, agent: secure ? agents.https : agents.http },
      (answerStream) => {
        const out: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answerStream.headers)) {
          if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) out[name] = value;
        }
        res.writeHead(answerStream.statusCode ?? 502, out);
        answerStream.pipe(res);
        answerStream.on('end', () => {
          if (failed) return;
          clearTimeout(timer);
          resolve();
        });
        answerStream.on('error', () => fail(FORWARD_ERRORS.badGateway));
      },
    );
    // the whole answer must arrive in time, not only its first byte
    const timer = setTimeout(() => fail(FORWARD_ERRORS.timeout), timeoutMs);
    upstream.on('error', () => fail(FORWARD_ERRORS.unreachable));
    upstream.end(read.body);
  });
}
