import { readdirSync, readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

import { createElement as h, lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import {
  answersWithWholePageRenderer,
  preferWholePageRenderer,
  WholePage,
  wholePageRenderer,
  type PageRenderer,
} from '@/services/server/node-page-renderer';

const NEXT_PAGES_RENDERER = '/app/node_modules/next/dist/server/ReactDOMServerPages.js';
const NEXT_RUNTIME = '/app/node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js';

const fromElsewhere = Module.createRequire(`${process.cwd()}/services/server/x.js`);
const edge = fromElsewhere('react-dom/server.edge') as PageRenderer;
const node = fromElsewhere('react-dom/server.node') as PageRenderer;

/** What Next does with a renderer's answer (next/dist/server/render.js): wait for all of it, read it into a string. */
async function asNextReadsIt(renderer: PageRenderer, element: ReactNode): Promise<string> {
  const stream = (await renderer.renderToReadableStream(element)) as AsyncIterable<Uint8Array> & {
    allReady: Promise<void>;
  };
  await stream.allReady;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let html = '';
  for await (const chunk of stream) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

const page = h(
  'main',
  { className: 'card', 'data-x': 'a"b<c' },
  h('h1', null, 'Log in ', 'é'),
  h('input', { name: 'email', defaultValue: 'ü@example.com' }),
  h('p', null, 'x'.repeat(5000), ' ', 'Ω'.repeat(3000)),
);

/** A part that loads on a later tick, as a lazy screen or a namespace being read does. */
function later(text: string) {
  return lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: () => h('b', null, text) }), 5),
      ),
  );
}

describe("the web's server renders pages whole with React's Node.js build", () => {
  it("issue 40 only Next's own request for the edge renderer is answered", () => {
    expect(answersWithWholePageRenderer('react-dom/server.edge', NEXT_PAGES_RENDERER)).toBe(true);
    expect(answersWithWholePageRenderer('react-dom/server.edge', NEXT_RUNTIME)).toBe(true);
    // anyone else asking for the edge build gets it
    expect(answersWithWholePageRenderer('react-dom/server.edge', '/app/services/server/x.js')).toBe(false);
    expect(answersWithWholePageRenderer('react-dom/server.edge', '/app/node_modules/nextra/dist/x.js')).toBe(false);
    expect(answersWithWholePageRenderer('react-dom/server.edge', undefined)).toBe(false);
    // and Next's other requests load as they did
    expect(answersWithWholePageRenderer('react-dom/server.browser', NEXT_PAGES_RENDERER)).toBe(false);
    expect(answersWithWholePageRenderer('react-dom/server', NEXT_PAGES_RENDERER)).toBe(false);
  });

  it('issue 40 once installed, Next gets the whole-page renderer, which renders the markup the edge build does', async () => {
    expect(preferWholePageRenderer()).toBe(true);
    const fromNext = Module.createRequire(NEXT_PAGES_RENDERER.replace('/app/', `${process.cwd()}/`));
    const renderer = fromNext('react-dom/server.edge') as PageRenderer;
    expect(renderer).not.toBe(edge);
    // the rest of the Node.js build is there as it was
    expect(renderer.renderToString).toBe(node.renderToString);
    expect(await renderer.renderToReadableStream(page)).toBeInstanceOf(WholePage);

    const html = await asNextReadsIt(renderer, page);
    expect(html).toBe(await asNextReadsIt(edge, page));
    expect(html).toContain('<h1>Log in <!-- -->é</h1>');
  });

  it('issue 40 a page that suspends is rendered as the stream renders it: what it waited for, not the fallback', async () => {
    const whole = wholePageRenderer(node);
    const inBoundary = () => h('div', null, h(Suspense, { fallback: h('i', null, 'loading') }, h(later('inside'))));
    const atRoot = () => h('div', null, h(later('at the root')));

    const waited = await asNextReadsIt(whole, inBoundary());
    expect(waited).toBe(await asNextReadsIt(node, inBoundary()));
    expect(waited).toContain('<b>inside</b>');
    expect(waited).not.toContain('loading');

    const rootWaited = await asNextReadsIt(whole, atRoot());
    expect(rootWaited).toBe(await asNextReadsIt(node, atRoot()));
    expect(rootWaited).toContain('<b>at the root</b>');
  });

  it('issue 40 a page that throws fails as it does with the stream; one that throws inside a boundary is left to the browser as before', async () => {
    // React reports what a boundary caught on the console
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const whole = wholePageRenderer(node);
    const Broken = () => {
      throw new Error('render failed');
    };
    await expect(asNextReadsIt(whole, h('div', null, h(Broken)))).rejects.toThrow('render failed');

    const contained = () => h('div', null, h(Suspense, { fallback: h('i', null, 'later') }, h(Broken)));
    try {
      const html = await asNextReadsIt(whole, contained());
      // rendered as the stream, which reports what it caught (renderToString says nothing of it)
      expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
      expect(html).toBe(await asNextReadsIt(node, contained()));
      expect(html).toContain('<i>later</i>');
    } finally {
      reported.mockRestore();
    }
  });

  it('issue 40 a finished boundary past the first 12.8 kB is written in place, whether the page suspended or not', async () => {
    const whole = wholePageRenderer(node);
    const big = (part: ReactNode) =>
      h('main', null, h('p', null, 'x'.repeat(13_000)), h(Suspense, { fallback: h('i', null, 'wait') }, part));
    const boundary = h('section', null, 'y'.repeat(2_000));
    for (const html of [
      await asNextReadsIt(whole, big(boundary)),
      await asNextReadsIt(whole, big(h(later('z'.repeat(2_000))))),
    ]) {
      // React's default moves it out of place and puts it back with inline scripts a nonce-only CSP refuses
      expect(html).not.toContain('<template id="B:');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('wait');
    }
    expect(await asNextReadsIt(node, big(h(later('z'.repeat(2_000)))))).toContain('<template id="B:');
  });

  it('issue 40 a render asked with options the whole page does not honour is rendered as the stream', async () => {
    const whole = wholePageRenderer(node);
    expect(await whole.renderToReadableStream(page, { identifierPrefix: 'p' })).toBeInstanceOf(WholePage);
    const streamed = await whole.renderToReadableStream(page, { nonce: 'n0' });
    expect(streamed).not.toBeInstanceOf(WholePage);
    expect(await asNextReadsIt({ ...whole, renderToReadableStream: async () => streamed }, page)).toBe(
      await asNextReadsIt(node, page),
    );
  });

  it('issue 40 a whole page read as a web stream gives the same bytes', async () => {
    const rendered = new WholePage('<p>Ω é</p>');
    const reader = rendered.getReader();
    expect(rendered.locked).toBe(true);
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('<p>Ω é</p>');
    expect((await reader.read()).done).toBe(true);
  });

  it("issue 40 the app's heads hold nothing a second render would write twice: every <link> and <script> in a <Head> has a key", () => {
    const sources = ['components', 'features', 'pages'].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
        .map((file) => path.join(dir, file)),
    );
    const heads = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Head>([\s\S]*?)<\/Head>/g)].map((m) => ({ file, head: m[1] })),
    );
    expect(heads.length).toBeGreaterThan(3);
    const unkeyed = heads.flatMap(({ file, head }) =>
      [...head.matchAll(/<(link|script)\b[^>]*>/g)]
        .filter((tag) => !/\bkey=/.test(tag[0]))
        .map((tag) => `${file}: ${tag[0]}`),
    );
    expect(unkeyed).toEqual([]);
  });
});
