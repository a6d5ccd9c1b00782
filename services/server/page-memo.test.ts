import type { IncomingMessage, ServerResponse } from 'node:http';

import { describe, expect, it } from 'vitest';

import {
  createPageMemo,
  isDataRequest,
  keepPage,
  offerPage,
  pageKey,
  pageWithNonce,
  renderedFrom,
  serveWithPageMemo,
  type OfferedPage,
  type PageMemo,
} from '@/services/server/page-memo';

interface FakeResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string | null;
  ended: boolean;
  setHeader(name: string, value: unknown): void;
  write(chunk: string): boolean;
  end(chunk?: string | Buffer): FakeResponse;
}

function fakeResponse(): FakeResponse {
  return {
    statusCode: 200,
    headers: {},
    body: null,
    ended: false,
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    write(chunk) {
      this.body = (this.body ?? '') + chunk;
      return true;
    },
    end(chunk) {
      if (chunk !== undefined) this.body = (this.body ?? '') + chunk.toString();
      this.ended = true;
      return this;
    },
  };
}

const request = (url = '/en/login', headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage;
const asRes = (res: FakeResponse) => res as unknown as ServerResponse;

const PROPS = { page: { site: 'BYBIT', platform: 'pc', locale: 'en' }, webConfig: { a: '1' } };
const page = (nonce: string, props: unknown = PROPS, url = '/login') => ({ url, locale: 'en', props, nonce });
/** A page as Next writes it: the nonce on its scripts, the props it rendered from in its data. */
const html = (nonce: string, props: unknown = PROPS, text = 'Log in') =>
  `<html><head><script nonce="${nonce}">boot()</script></head><body><h1>${text}</h1><script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">${JSON.stringify({ props: { pageProps: props }, page: '/login' }).replace(/</g, '\\u003c')}</script></body></html>`;

/**
 * One request through the web's server: Next's getServerSideProps offers the
 * page and, unless the server sent it, Next renders and sends (`rendered`,
 * or the page of the props offered).
 */
function serve(
  memo: PageMemo,
  nonce: string,
  options: { props?: unknown; url?: string; rendered?: string; status?: number; req?: IncomingMessage } = {},
) {
  const req = options.req ?? request();
  const res = fakeResponse();
  let sent: boolean | null = null;
  serveWithPageMemo(memo, req, asRes(res), () => {
    const offered: OfferedPage = page(nonce, options.props, options.url);
    sent = offerPage(req, offered);
    if (sent) return;
    res.statusCode = options.status ?? 200;
    res.end(options.rendered ?? html(nonce, offered.props));
  });
  return { sent, res };
}

/** The URL's first request: rendered, never kept (a page is kept from the second). */
const askOnce = (memo: PageMemo, url?: string) => serve(memo, 'first', { url });

describe('page memo', () => {
  it('ROUTE-1 MW-2 a page is kept under all its inputs: the URL, the language and every prop', () => {
    const base = { url: '/login', locale: 'en', propsJson: JSON.stringify(PROPS) };
    const key = pageKey(base);
    expect(pageKey({ ...base, url: '/login?redirect_url=%2Fx' })).not.toBe(key);
    expect(pageKey({ ...base, locale: 'ar-SA' })).not.toBe(key);
    expect(
      pageKey({ ...base, propsJson: JSON.stringify({ ...PROPS, page: { ...PROPS.page, platform: 'mobile' } }) }),
    ).not.toBe(key);
    expect(pageKey({ ...base })).toBe(key);
  });

  it('ROUTE-1 a kept page is sent with the new request nonce wherever the old one stood', () => {
    const kept = keepPage(html('OLD+nonce/A=='), 'OLD+nonce/A==');
    const again = pageWithNonce(kept, 'NEW+nonce/B==');
    expect(again).toBe(html('NEW+nonce/B=='));
    expect(again).not.toContain('OLD');
  });

  it('ROUTE-1 the second request for a URL renders and keeps its page; the next with the same inputs gets it, with its own nonce and headers', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    expect(serve(memo, 'n1').sent).toBe(false);
    expect(serve(memo, 'n2').sent).toBe(false);
    const third = serve(memo, 'n3', { rendered: 'not rendered again' });
    expect(third.sent).toBe(true);
    expect(third.res.body).toBe(html('n3'));
    expect(third.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(third.res.headers['content-length']).toBe(Buffer.byteLength(html('n3')));
  });

  it('ROUTE-1 a URL asked once renders without the memo: its props are not serialized, nothing is kept', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    let serialized = 0;
    const props = { ...PROPS, toJSON: () => (serialized++, PROPS) };
    const once = (req: IncomingMessage, offered: OfferedPage) => {
      const res = fakeResponse();
      serveWithPageMemo(memo, req, asRes(res), () => {
        expect(offerPage(req, offered)).toBe(false);
        res.end('rendered');
      });
      return res;
    };
    once(request('/en/login?utm_id=once'), page('n1', props, '/login?utm_id=once'));
    expect(serialized).toBe(0);
    expect(memo.pages.size).toBe(0);
    // the same URL in another language is another URL asked once
    once(request(), { ...page('n2', props, '/login?utm_id=once'), locale: 'ar-SA' });
    expect(serialized).toBe(0);
  });

  it('ROUTE-1 without the web server (next dev, a bare next start) a page is offered to nobody and renders', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    for (const nonce of ['n1', 'n2', 'n3']) expect(offerPage(request(), page(nonce))).toBe(false);
    expect(memo.pages.size).toBe(0);
  });

  it('MW-2 UI-1 other props (platform, cookie consent, signed-in cookie) are rendered for themselves', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    serve(memo, 'n1');
    const mobile = { ...PROPS, page: { ...PROPS.page, platform: 'mobile' } };
    expect(serve(memo, 'n2', { props: mobile }).sent).toBe(false);
    expect(serve(memo, 'n3', { props: { ...PROPS, page: { ...PROPS.page, cookieConsent: true } } }).sent).toBe(false);
    expect(serve(memo, 'n4', { url: '/login?tmp_token=abc' }).sent).toBe(false);
    expect(serve(memo, 'n5', { props: mobile }).sent).toBe(true);
  });

  it('ROUTE-6 only a page sent whole with status 200 is kept', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    askOnce(memo);
    serve(memo, 'n1', { status: 404 });
    expect(serve(memo, 'n2').sent).toBe(false);

    const memo2 = createPageMemo({ max: 8, ttlMs: 60_000 });
    askOnce(memo2);
    const req = request();
    const res = fakeResponse();
    serveWithPageMemo(memo2, req, asRes(res), () => {
      expect(offerPage(req, page('n1'))).toBe(false);
      const whole = html('n1');
      res.write(whole.slice(0, 10));
      res.end(whole.slice(10));
    });
    expect(serve(memo2, 'n2').sent).toBe(false);
  });

  it('ROUTE-1 a page that rendered from other props than were offered is not kept', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    askOnce(memo);
    serve(memo, 'n1', { rendered: html('n1', { ...PROPS, bonus: null }) });
    expect(serve(memo, 'n2').sent).toBe(false);
    // kept once it renders from them
    expect(serve(memo, 'n3').sent).toBe(true);
  });

  it("ROUTE-1 the props a page rendered from are read from Next's data in the HTML", () => {
    const propsJson = JSON.stringify({ ...PROPS, text: '</script><b>' });
    expect(renderedFrom(html('n', JSON.parse(propsJson)), propsJson)).toBe(true);
    expect(renderedFrom(html('n', PROPS), propsJson)).toBe(false);
    expect(renderedFrom('<html><body>no data</body></html>', propsJson)).toBe(false);
    expect(renderedFrom('<script id="__NEXT_DATA__" type="application/json">{not json</script>', propsJson)).toBe(
      false,
    );
  });

  it('ROUTE-1 a HEAD request gets the headers of the kept page and no body', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    askOnce(memo);
    serve(memo, 'n1');
    const head = serve(memo, 'n2', { req: request('/en/login', {}, 'HEAD') });
    expect(head.sent).toBe(true);
    expect(head.res.body).toBeNull();
    expect(head.res.headers['content-length']).toBe(Buffer.byteLength(html('n2')));
  });

  it("ROUTE-1 a request for the page's data (client-side navigation) is never answered with a page, nor kept", () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    askOnce(memo);
    serve(memo, 'n1');
    for (const req of [request('/_next/data/build/en/login.json'), request('/en/login', { 'x-nextjs-data': '1' })]) {
      expect(isDataRequest(req)).toBe(true);
      const data = serve(memo, 'n2', { req, rendered: '{"pageProps":{}}' });
      expect(data.sent).toBe(false);
      expect(data.res.body).toBe('{"pageProps":{}}');
    }
    // a POST is not offered either
    expect(serve(memo, 'n3', { req: request('/en/login', {}, 'POST') }).sent).toBe(false);
    expect(serve(memo, 'n4').sent).toBe(true);
  });

  it('ROUTE-1 sixty requests at once for sixty new URLs keep none; asked again, at most `max` pages, the latest', () => {
    const memo = createPageMemo({ max: 16, ttlMs: 60_000 });
    const urls = Array.from({ length: 60 }, (_, i) => `/login?x=${i}`);
    expect(urls.map((url, i) => serve(memo, `n${i}`, { url })).every((r) => !r.sent)).toBe(true);
    expect(memo.pages.size).toBe(0);
    expect(urls.map((url, i) => serve(memo, `m${i}`, { url })).every((r) => !r.sent)).toBe(true);
    expect(memo.pages.size).toBe(16);
    expect(serve(memo, 'again', { url: '/login?x=59' }).sent).toBe(true);
    expect(serve(memo, 'again', { url: '/login?x=0' }).sent).toBe(false);
  });

  it('ROUTE-1 a kept page is sent again only for its lifetime', async () => {
    const memo = createPageMemo({ max: 8, ttlMs: 30 });
    askOnce(memo);
    serve(memo, 'n1');
    expect(serve(memo, 'n2').sent).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(serve(memo, 'n3').sent).toBe(false);
  });

  it('ROUTE-1 requests that render the same page together all render, and the page is kept once sent', () => {
    const memo = createPageMemo({ max: 8, ttlMs: 60_000 });
    const renders: Array<() => void> = [];
    for (let i = 0; i < 20; i += 1) {
      const req = request();
      const res = fakeResponse();
      serveWithPageMemo(memo, req, asRes(res), () => {
        expect(offerPage(req, page(`n${i}`))).toBe(false);
        renders.push(() => res.end(html(`n${i}`)));
      });
    }
    for (const render of renders) render();
    const after = serve(memo, 'later');
    expect(after.sent).toBe(true);
    expect(after.res.body).toBe(html('later'));
  });
});
