import Module from 'node:module';
import {
  ReadableStream,
  type ReadableStreamDefaultReader,
  type ReadableWritablePair,
  type StreamPipeOptions,
  type WritableStream,
} from 'node:stream/web';

/**
 * Issue 40, the render afresh. Next renders a page in three passes (the
 * page's body, styled-jsx's inserted styles, the document) and each asks
 * React's edge build (`react-dom/server.edge`,
 * next/dist/server/ReactDOMServerPages.js: "TODO: Use Node.js build unless
 * we're in an Edge runtime") for a web ReadableStream, waits for `allReady`,
 * and reads the stream back into one string (`streamToString`). Nothing is
 * streamed to anyone: the pages router sends a page only once it is whole.
 * The stream costs more than the markup: the edge build turns every
 * attribute and text into a Uint8Array of its own (`TextEncoder.encode`, a
 * seventh of the web's CPU on /en/login rendered afresh), and each web
 * ReadableStream Node makes, with the reads back, cost about as much again.
 *
 * `preferWholePageRenderer` answers Next's request for the edge build with
 * `wholePageRenderer` over React's Node.js build: its `renderToReadableStream`
 * renders the element with React's `renderToString` (the same Fizz renderer,
 * writing into one string, no stream) and hands Next that string as the one
 * chunk of what Next reads. When the page suspends (a lazy part, a namespace
 * still loading) or throws, `renderToString` would have rendered a fallback or
 * nothing, so the page is rendered again as React's stream, which waits for
 * it or rejects as before. The markup is the stream's, byte for byte, but
 * for a finished Suspense boundary after the page's first 12.8 kB, which is
 * written in place (`wholePageRenderer`). Only Next's own files are answered so, and only
 * when React's Node.js build has both functions (React 19 and later);
 * everything else loads as before. Called by the web's server (web-server.ts)
 * before Next loads; `next dev` and `next start` render as Next does.
 */
const EDGE_RENDERER = 'react-dom/server.edge';
const NODE_RENDERER = 'react-dom/server.node';

/** What React writes where a Suspense boundary is left for the browser to render (suspended or failed). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** The part of React's server renderer Next's pages runtime uses. */
export interface PageRenderer {
  renderToReadableStream(element: unknown, options?: object): Promise<AsyncIterable<Uint8Array>>;
  renderToString(element: unknown, options?: { readonly identifierPrefix?: string }): string;
}

/**
 * A rendered page as Next reads it (`await stream.allReady`, then `for await`
 * over its chunks): one chunk, the whole page. Anything else Next might ask of
 * a stream is answered by a web ReadableStream of the same bytes, made then.
 */
export class WholePage implements AsyncIterable<Uint8Array> {
  readonly allReady: Promise<void> = Promise.resolve();
  readonly #bytes: Uint8Array;
  #stream: ReadableStream<Uint8Array> | null = null;

  constructor(html: string) {
    this.#bytes = Buffer.from(html, 'utf8');
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    yield this.#bytes;
  }

  get locked(): boolean {
    return this.stream().locked;
  }

  getReader(): ReadableStreamDefaultReader<Uint8Array> {
    return this.stream().getReader();
  }

  pipeTo(destination: WritableStream<Uint8Array>, options?: StreamPipeOptions): Promise<void> {
    return this.stream().pipeTo(destination, options);
  }

  pipeThrough<T>(pair: ReadableWritablePair<T, Uint8Array>, options?: StreamPipeOptions): ReadableStream<T> {
    return this.stream().pipeThrough(pair, options);
  }

  tee(): [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>] {
    return this.stream().tee();
  }

  cancel(reason?: unknown): Promise<void> {
    return this.stream().cancel(reason);
  }

  private stream(): ReadableStream<Uint8Array> {
    if (!this.#stream) {
      const bytes = this.#bytes;
      this.#stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
    }
    return this.#stream;
  }
}

/** The only option the whole-page render honours; a call with any other is rendered as the stream. */
const WHOLE_PAGE_OPTIONS = new Set(['identifierPrefix']);

/**
 * React's Node.js build, whose `renderToReadableStream` renders the page whole first (see the top of this
 * file). When it renders again as the stream, it asks React to write every finished boundary in place
 * (`progressiveChunkSize: Infinity`), as `renderToString` does: by default React moves a boundary after the
 * page's first 12.8 kB out of place and puts it back with inline scripts, which carry no nonce, so the
 * page's Content-Security-Policy would refuse them and the content would stay hidden.
 *
 * A page that is rendered again has run its render twice: anything a component collects while rendering
 * (next/head's tags are: a `<link>` or `<script>` in `<Head>` without a `key` would be written twice) must
 * tolerate that. The app's heads hold titles and keyed tags (node-page-renderer.test.ts checks every
 * `<link>` and `<script>` in a `<Head>` has a key).
 */
export function wholePageRenderer<R extends PageRenderer>(react: R): R {
  return {
    ...react,
    renderToReadableStream(element: unknown, options?: { readonly identifierPrefix?: string }) {
      const asStream = () => react.renderToReadableStream(element, { ...options, progressiveChunkSize: Infinity });
      if (options && Object.keys(options).some((name) => !WHOLE_PAGE_OPTIONS.has(name))) return asStream();
      let html: string | null;
      try {
        html = react.renderToString(
          element,
          options?.identifierPrefix ? { identifierPrefix: options.identifierPrefix } : undefined,
        );
      } catch {
        // suspended outside any boundary, or threw: the stream waits for it, or rejects with the error
        html = null;
      }
      if (html === null || html.includes(LEFT_TO_THE_BROWSER)) return asStream();
      return Promise.resolve(new WholePage(html));
    },
  };
}

/** Whether a module that asks for `request` from `parentFile` gets the whole-page renderer instead. */
export function answersWithWholePageRenderer(request: string, parentFile: string | null | undefined): boolean {
  return request === EDGE_RENDERER && !!parentFile && /[\\/]node_modules[\\/]next[\\/]dist[\\/]/.test(parentFile);
}

interface ModuleInternals {
  _load(request: string, parent: { readonly filename?: string | null } | undefined, ...rest: unknown[]): unknown;
}

let installed = false;

/** Installs the answer once; false when React's Node.js build cannot stand in (nothing changed then). */
export function preferWholePageRenderer(): boolean {
  if (installed) return true;
  const require = Module.createRequire(import.meta.url);
  const node = require(NODE_RENDERER) as Partial<PageRenderer>;
  if (typeof node.renderToReadableStream !== 'function' || typeof node.renderToString !== 'function') return false;
  const renderer = wholePageRenderer(node as PageRenderer);
  const internals = Module as unknown as ModuleInternals;
  const load = internals._load;
  internals._load = function (request, parent, ...rest) {
    return answersWithWholePageRenderer(request, parent?.filename)
      ? renderer
      : load.call(this, request, parent, ...rest);
  };
  installed = true;
  return true;
}
