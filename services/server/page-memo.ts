import type { IncomingMessage, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

/**
 * A page's HTML is a pure function of what it is rendered from: the URL (it
 * names the page, and Next's router reads it), the language and the props
 * getServerSideProps made, plus the request's CSP nonce. Nothing personal is
 * rendered on the server (the signed-in parts render in the browser), so two
 * requests with the same inputs, two anonymous visitors of /en/login say,
 * get the same page but for the nonce. The server keeps the pages it sent
 * lately by their inputs: getServerSideProps sends a kept one, with its own
 * request's nonce, instead of having Next render it again, and _document
 * keeps what Next renders.
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

/**
 * Whether the page rendered from the props getServerSideProps offered: not
 * when a step after it changed them. Told by the page's data
 * (`__NEXT_DATA__.props`), which the document sees.
 */
export function renderedFrom(data: { readonly props?: { readonly pageProps?: unknown } }, propsJson: string): boolean {
  return JSON.stringify(data.props?.pageProps) === propsJson;
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

const PROCESS_MEMO = Symbol.for('bybit-login.page-memo');
const PENDING = Symbol.for('bybit-login.page-memo.pending');

/**
 * The process's memo, one for all pages (each page's server bundle may hold
 * its own copy of this module); none outside production, where code changes
 * under the same inputs.
 */
export function processPageMemo(): PageMemo | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const slot = globalThis as { [PROCESS_MEMO]?: PageMemo };
  slot[PROCESS_MEMO] ??= createPageMemo();
  return slot[PROCESS_MEMO];
}

/** A page this request renders, to be kept once sent. */
export interface PendingPage {
  readonly memo: PageMemo;
  readonly key: string;
  readonly propsJson: string;
  readonly nonce: string;
}

type MarkedRequest = IncomingMessage & { [PENDING]?: PendingPage };

/** A request for a page's data (client-side navigation) is answered with JSON, never with a page. */
export function isDataRequest(req: IncomingMessage): boolean {
  return Boolean(req.url?.startsWith('/_next/data/')) || req.headers['x-nextjs-data'] !== undefined;
}

/**
 * Called by getServerSideProps with the page's final props: sends the kept
 * page for these inputs and tells so (Next then renders nothing), or, from
 * the second request for the URL, marks the request for _document to keep
 * what Next renders.
 */
export function sendKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: { readonly url: string; readonly locale: string | undefined; readonly props: unknown; readonly nonce: string },
  memo: PageMemo | null = processPageMemo(),
): boolean {
  if (!memo || isDataRequest(req) || !askedBefore(memo, page.url, page.locale)) return false;
  const propsJson = JSON.stringify(page.props);
  const key = pageKey({ url: page.url, locale: page.locale, propsJson });
  const kept = memo.pages.get(key);
  if (!kept) {
    (req as MarkedRequest)[PENDING] = { memo, key, propsJson, nonce: page.nonce };
    return false;
  }
  const html = pageWithNonce(kept, page.nonce);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  if (req.method === 'HEAD') res.end();
  else res.end(html);
  return true;
}

/** The page this request renders to be kept, when getServerSideProps marked one. */
export function pendingPage(req: IncomingMessage | undefined): PendingPage | null {
  return (req as MarkedRequest | undefined)?.[PENDING] ?? null;
}

/**
 * Keeps the page Next sends for a pending request: when Next sends it whole
 * (one `end` with the HTML, as it does for a rendered page), with status 200,
 * and when `renderedFromProps()`, asked then, holds.
 */
export function keepWhenSent(res: ServerResponse, pending: PendingPage, renderedFromProps: () => boolean): void {
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
    if (whole && !inParts && res.statusCode === 200 && renderedFromProps()) {
      pending.memo.pages.set(pending.key, keepPage(chunk.toString(), pending.nonce));
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
