import type { IncomingMessage, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

import { isHeadMethod, isReadMethod } from '@/contract/endpoint';

/**
 * A page's HTML is a pure function of what it is rendered from: the URL (it
 * names the page, and Next's router reads it), the language and the props
 * getServerSideProps made, plus the request's CSP nonce. Nothing personal is
 * rendered on the server (the signed-in parts render in the browser), so two
 * requests with the same inputs, two anonymous visitors of /en/login say,
 * get the same page but for the nonce. The web's own server (web-server.ts)
 * keeps the pages it sent lately by their inputs: it hands each page request
 * to Next with an offer attached, getServerSideProps offers its final props
 * (`offerPage`), and the server either sends the page it kept for them, with
 * this request's nonce (Next renders nothing for a response already sent), or
 * keeps what Next then sends. Next's render and document know nothing of it.
 *
 * A page is kept only from the second request for its URL and language
 * within the lifetime: a URL asked once (a link with a tracking id of its
 * own, a one-off query) renders without the memo's work (its props as JSON,
 * the key, the copy of the HTML) and takes no room from pages that are
 * asked again.
 */

/** Everything a page's HTML is rendered from but the nonce. */
export interface PageInputs {
  /** the URL as getServerSideProps sees it (`resolvedUrl`), query included */
  readonly url: string;
  readonly locale: string | undefined;
  /** the page's props as JSON */
  readonly propsJson: string;
}

/** The key a page is kept under: every input, whole (no digest to collide). */
export function pageKey({ url, locale, propsJson }: PageInputs): string {
  // none of the parts holds a newline: URLs and JSON escape theirs
  return `${url}\n${locale ?? ''}\n${propsJson}`;
}

const NEXT_DATA_TAG = '<script id="__NEXT_DATA__"';

/**
 * Whether the page rendered from the props getServerSideProps offered: not
 * when a step after it changed them. Told by the page's data as Next wrote it
 * into the HTML (`__NEXT_DATA__.props.pageProps`); a page without it is not.
 */
export function renderedFrom(html: string, propsJson: string): boolean {
  const tag = html.indexOf(NEXT_DATA_TAG);
  const start = tag < 0 ? -1 : html.indexOf('>', tag) + 1;
  const end = start > 0 ? html.indexOf('</script>', start) : -1;
  if (end < 0) return false;
  try {
    const data = JSON.parse(html.slice(start, end)) as { readonly props?: { readonly pageProps?: unknown } };
    return JSON.stringify(data.props?.pageProps) === propsJson;
  } catch {
    return false;
  }
}

/** A sent page, cut at its nonce. */
export interface KeptPage {
  readonly parts: readonly string[];
}

export function keepPage(html: string, nonce: string): KeptPage {
  return { parts: nonce ? html.split(nonce) : [html] };
}

/** The kept page with this request's nonce. */
export function pageWithNonce(page: KeptPage, nonce: string): string {
  return page.parts.join(nonce);
}

export interface PageMemoOptions {
  /** pages kept at most (the least recently sent go first); URLs remembered as asked once: four times as many */
  readonly max: number;
  /** how long a page is sent again; bounds anything a render reads besides its inputs (the footer's year) */
  readonly ttlMs: number;
}

export const PAGE_MEMO: PageMemoOptions = { max: 256, ttlMs: 60_000 };

export interface PageMemo {
  readonly pages: LRUCache<string, KeptPage>;
  /** URL and language of the pages asked for within the lifetime: a page is kept from its second request */
  readonly asked: LRUCache<string, true>;
}

export function createPageMemo({ max, ttlMs }: PageMemoOptions = PAGE_MEMO): PageMemo {
  return {
    pages: new LRUCache<string, KeptPage>({ max, ttl: ttlMs }),
    asked: new LRUCache<string, true>({ max: max * 4, ttl: ttlMs }),
  };
}

/** Whether this URL and language were asked for before within the lifetime; remembers this request. */
function askedBefore(memo: PageMemo, url: string, locale: string | undefined): boolean {
  const asked = `${url}\n${locale ?? ''}`;
  if (memo.asked.has(asked)) return true;
  memo.asked.set(asked, true);
  return false;
}

/** A page this request renders, to be kept once sent. */
interface PendingPage {
  readonly memo: PageMemo;
  readonly key: string;
  readonly propsJson: string;
  readonly nonce: string;
}

/** A request for a page's data (client-side navigation) is answered with JSON, never with a page. */
export function isDataRequest(req: IncomingMessage): boolean {
  return Boolean(req.url?.startsWith('/_next/data/')) || req.headers['x-nextjs-data'] !== undefined;
}

/** What getServerSideProps offers the web's server once the page's props are final. */
export interface OfferedPage {
  /** the URL as getServerSideProps sees it (`resolvedUrl`), query included */
  readonly url: string;
  readonly locale: string | undefined;
  readonly props: unknown;
  /** the CSP nonce of this request's headers */
  readonly nonce: string;
}

type Offer = (page: OfferedPage) => boolean;

/**
 * Where the web's server attaches its offer to a request. A symbol in the
 * global registry: each page's server bundle and the server's own bundle hold
 * their copies of this module, and the request object is the one they share.
 */
const OFFER = Symbol.for('bybit-login.page-memo.offer');

type OfferingRequest = IncomingMessage & { [OFFER]?: Offer };

/**
 * The web's server (web-server.ts): hands a page request to Next (`render`)
 * with the memo's offer attached, which getServerSideProps answers with
 * `offerPage`. Requests for a page's data, and anything but GET and HEAD, go
 * to Next without it.
 */
export function serveWithPageMemo(memo: PageMemo, req: IncomingMessage, res: ServerResponse, render: () => void): void {
  if (isReadMethod(req.method) && !isDataRequest(req)) {
    (req as OfferingRequest)[OFFER] = (page) => sendOrKeep(memo, req, res, page);
  }
  render();
}

/**
 * Called by getServerSideProps with the page's final props and nonce: true
 * when the web's server sent the page it kept for them (Next then renders
 * nothing: it sends no page for a response already sent); else false, and
 * from the second request for the URL the server keeps what Next sends.
 * Without the web's server (`next dev`, a bare `next start`) always false.
 */
export function offerPage(req: IncomingMessage, page: OfferedPage): boolean {
  const offer = (req as OfferingRequest)[OFFER];
  return offer ? offer(page) : false;
}

function sendOrKeep(memo: PageMemo, req: IncomingMessage, res: ServerResponse, page: OfferedPage): boolean {
  if (!askedBefore(memo, page.url, page.locale)) return false;
  const propsJson = JSON.stringify(page.props);
  const key = pageKey({ url: page.url, locale: page.locale, propsJson });
  const kept = memo.pages.get(key);
  if (!kept) {
    keepWhenSent(res, { memo, key, propsJson, nonce: page.nonce });
    return false;
  }
  const html = pageWithNonce(kept, page.nonce);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  if (isHeadMethod(req.method)) res.end();
  else res.end(html);
  return true;
}

/**
 * Keeps the page Next sends on the server's own response: when Next sends it
 * whole (one `end` with the HTML, as it does for a rendered page), with status
 * 200, and rendered from the props offered. Watching `write` and `end` is how
 * a Node server sees what it sends (as compression does).
 */
function keepWhenSent(res: ServerResponse, pending: PendingPage): void {
  const write = res.write;
  const end = res.end;
  let inParts = false;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    inParts = true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    const whole = typeof chunk === 'string' || Buffer.isBuffer(chunk);
    if (whole && !inParts && res.statusCode === 200) {
      const html = chunk.toString();
      if (renderedFrom(html, pending.propsJson)) pending.memo.pages.set(pending.key, keepPage(html, pending.nonce));
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
