import Module from 'node:module';

import { describe, expect, it } from 'vitest';

import { preferNodePageRenderer, redirectsToNodeRenderer } from '@/services/server/node-page-renderer';

const NEXT_PAGES_RENDERER = '/app/node_modules/next/dist/server/ReactDOMServerPages.js';
const NEXT_RUNTIME = '/app/node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js';

describe("the web's server renders pages with React's Node.js build", () => {
  it("issue 40 only Next's own request for the edge renderer is redirected", () => {
    expect(redirectsToNodeRenderer('react-dom/server.edge', NEXT_PAGES_RENDERER)).toBe(true);
    expect(redirectsToNodeRenderer('react-dom/server.edge', NEXT_RUNTIME)).toBe(true);
    // anyone else asking for the edge build gets it
    expect(redirectsToNodeRenderer('react-dom/server.edge', '/app/services/server/x.js')).toBe(false);
    expect(redirectsToNodeRenderer('react-dom/server.edge', '/app/node_modules/nextra/dist/x.js')).toBe(false);
    expect(redirectsToNodeRenderer('react-dom/server.edge', undefined)).toBe(false);
    // and Next's other requests resolve as they did
    expect(redirectsToNodeRenderer('react-dom/server.browser', NEXT_PAGES_RENDERER)).toBe(false);
    expect(redirectsToNodeRenderer('react-dom/server', NEXT_PAGES_RENDERER)).toBe(false);
  });

  it('issue 40 once installed, Next gets the Node.js build, which renders the markup the edge build does', async () => {
    expect(preferNodePageRenderer()).toBe(true);
    const fromNext = Module.createRequire(NEXT_PAGES_RENDERER.replace('/app/', `${process.cwd()}/`));
    const fromElsewhere = Module.createRequire(`${process.cwd()}/services/server/x.js`);
    const edgePath = fromElsewhere.resolve('react-dom/server.edge');
    expect(fromNext.resolve('react-dom/server.edge')).toBe(fromElsewhere.resolve('react-dom/server.node'));
    expect(edgePath).toMatch(/server\.edge\.js$/);

    const { createElement: h } = await import('react');
    type Renderer = {
      renderToReadableStream(el: unknown): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
    };
    const page = h(
      'main',
      { className: 'card', 'data-x': 'a"b<c' },
      h('h1', null, 'Log in ', 'é'),
      h('input', { name: 'email', defaultValue: 'ü@example.com' }),
      h('p', null, 'x'.repeat(5000), ' ', 'Ω'.repeat(3000)),
    );
    const html = async (renderer: Renderer) => {
      const stream = await renderer.renderToReadableStream(page);
      await stream.allReady;
      return new Response(stream).text();
    };
    const edge = html(fromElsewhere('react-dom/server.edge') as Renderer);
    const node = html(fromNext('react-dom/server.edge') as Renderer);
    expect(await node).toBe(await edge);
    expect(await node).toContain('<h1>Log in <!-- -->é</h1>');
  });
});
