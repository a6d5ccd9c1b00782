import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  BUILD_MANIFEST,
  buildManifestOnDemand,
  INLINED_MAX_CHARS,
  inlinedScript,
  PAINT_WAIT_MS,
  paintFirstLoader,
} from '@/components/layout/paint-first-scripts';

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/build/_buildManifest.js'];

const inserted = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.async,
    nonce: s.nonce,
  }));

type Paint = { name: string };

/**
 * Runs the loader's text as the page would, with the browser's paint report
 * (a PerformanceObserver for 'paint', when `paintTiming`) or its frame callback
 * in the test's hand.
 */
function runLoader(
  text: string,
  { paintTiming = true } = {},
): { paint: (...names: string[]) => void; frame: () => void } {
  let onPaint: ((list: { getEntries: () => Paint[] }, observer: { disconnect: () => void }) => void) | null = null;
  let observing = false;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(cb: typeof onPaint) {
      onPaint = cb;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observing = true;
    }
    disconnect() {
      observing = false;
    }
  }
  let onFrame: FrameRequestCallback | null = null;
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // a message posted to a channel is a task of its own: here a timer the test's clock runs
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
  }
  vi.stubGlobal('MessageChannel', FakeChannel);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    onFrame = cb;
    return 1;
  });
  window.eval(text);
  return {
    paint: (...names) => {
      if (observing)
        onPaint?.(
          { getEntries: () => names.map((name) => ({ name })) },
          {
            disconnect: () => (observing = false),
          },
        );
    },
    frame: () => onFrame?.(0),
  };
}

describe('paint-first page scripts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('requests nothing before the first contentful paint, then every script once, in order, run in order', () => {
    const page = runLoader(paintFirstLoader(SOURCES, 'n0nce'));
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    page.frame();
    vi.advanceTimersByTime(0);
    // a paint of the background alone is not the page
    page.paint('first-paint');
    expect(inserted()).toEqual([]);
    page.paint('first-contentful-paint');
    // one script per task
    for (let n = 1; n <= SOURCES.length; n++) {
      expect(inserted()).toHaveLength(n);
      vi.advanceTimersToNextTimer();
    }
    expect(inserted()).toEqual(SOURCES.map((src) => ({ src, async: false, nonce: 'n0nce' })));
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(inserted()).toHaveLength(SOURCES.length);
  });

  it('without Paint Timing, the task after the first frame requests them', () => {
    const page = runLoader(paintFirstLoader(SOURCES), { paintTiming: false });
    page.frame();
    // the frame callback runs before the paint: still nothing
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(inserted().map((s) => s.src)).toEqual(SOURCES.slice(0, 1));
    vi.advanceTimersByTime(SOURCES.length);
    expect(inserted().map((s) => s.src)).toEqual(SOURCES);
  });

  it('loads the scripts anyway when no paint is reported', () => {
    runLoader(paintFirstLoader(SOURCES));
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    vi.runAllTimers();
    expect(inserted().map((s) => s.src)).toEqual(SOURCES);
    expect(inserted()[0].nonce).toBe('');
  });

  it('a hidden page (background tab, prerender) paints no frame and loads them at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader(paintFirstLoader(SOURCES));
    expect(inserted().map((s) => s.src)).toEqual(SOURCES.slice(0, 1));
    vi.runAllTimers();
    expect(inserted().map((s) => s.src)).toEqual(SOURCES);
  });

  it('no source can close the inline script it is written into', () => {
    const text = paintFirstLoader(['/x.js?</script><script>alert(1)//'], '<!--');
    expect(text).not.toMatch(/<\/script|<!--/i);
    runLoader(text).paint('first-contentful-paint');
    expect(inserted()[0].src).toBe('/x.js?</script><script>alert(1)//');
  });
});

describe('inlined manifests', () => {
  const files: Record<string, string> = {
    '/_next/static/b1/_ssgManifest.js':
      'self.__SSG_MANIFEST=new Set([]);self.__SSG_MANIFEST_CB&&self.__SSG_MANIFEST_CB()',
    '/_next/static/b1/_clientMiddlewareManifest.js': 'self.__MIDDLEWARE_MATCHERS=[];',
    '/_next/static/b1/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
    '/_next/static/chunks/a.js': 'console.log(1)',
  };
  const read = (src: string) => files[src] ?? null;

  it('ROUTE-1 runs the two tiny manifests from the page and fetches every other script', () => {
    expect(inlinedScript('/_next/static/b1/_ssgManifest.js', read)).toBe(files['/_next/static/b1/_ssgManifest.js']);
    expect(inlinedScript('/_next/static/b1/_clientMiddlewareManifest.js', read)).toBe(
      files['/_next/static/b1/_clientMiddlewareManifest.js'],
    );
    expect(inlinedScript('/_next/static/b1/_buildManifest.js', read)).toBeNull();
    expect(inlinedScript('/_next/static/chunks/a.js', read)).toBeNull();
  });

  it('ROUTE-1 fetches a manifest it cannot read, a big one, or one whose text could close its script tag', () => {
    expect(inlinedScript('/_next/static/b2/_ssgManifest.js', read)).toBeNull();
    const big = 'x'.repeat(INLINED_MAX_CHARS + 1);
    expect(inlinedScript('/_next/static/b1/_ssgManifest.js', () => big)).toBeNull();
    for (const text of ['self.a="</script><script>alert(1)//"', 'self.a="</SCRIPT >"', 'self.a="<!--"']) {
      expect(inlinedScript('/_next/static/b1/_ssgManifest.js', () => text)).toBeNull();
    }
  });
});

describe('the build manifest, fetched when Next asks for it', () => {
  const SRC = '/_next/static/b1/_buildManifest.js';
  type ManifestGlobal = { __BUILD_MANIFEST?: unknown; __BUILD_MANIFEST_CB?: () => void };
  const page = () => self as unknown as ManifestGlobal;
  const fetched = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

  beforeEach(() => {
    document.head.innerHTML = '';
  });
  afterEach(() => {
    delete page().__BUILD_MANIFEST;
    delete page().__BUILD_MANIFEST_CB;
  });

  /** What Next's client does (next/dist/client/route-loader.js getClientBuildManifest). */
  function askAsNextDoes(): Promise<unknown> {
    if (page().__BUILD_MANIFEST) return Promise.resolve(page().__BUILD_MANIFEST);
    return new Promise((resolve) => {
      const cb = page().__BUILD_MANIFEST_CB;
      page().__BUILD_MANIFEST_CB = () => {
        resolve(page().__BUILD_MANIFEST);
        cb?.();
      };
    });
  }

  /** The fetched file running: Next's build manifest ends by calling its callback. */
  function manifestRuns(manifest: unknown): void {
    page().__BUILD_MANIFEST = manifest;
    page().__BUILD_MANIFEST_CB?.();
  }

  it('ROUTE-1 the page names the manifest without fetching it; Next asking fetches it once and gets it', async () => {
    expect(BUILD_MANIFEST.test(SRC)).toBe(true);
    expect(BUILD_MANIFEST.test('/_next/static/b1/_ssgManifest.js')).toBe(false);
    window.eval(buildManifestOnDemand(SRC, 'n0nce'));
    expect(fetched()).toEqual([]);
    const first = askAsNextDoes();
    const second = askAsNextDoes();
    expect(fetched().map((s) => ({ src: s.getAttribute('src'), nonce: s.nonce }))).toEqual([
      { src: SRC, nonce: 'n0nce' },
    ]);
    const manifest = { '/login': ['static/chunks/a.js'], sortedPages: ['/login'] };
    manifestRuns(manifest);
    await expect(first).resolves.toBe(manifest);
    await expect(second).resolves.toBe(manifest);
    // once run, it is there for every later read, and nothing more is fetched
    await expect(askAsNextDoes()).resolves.toBe(manifest);
    expect(fetched()).toHaveLength(1);
  });

  it('ROUTE-1 a fetch that failed is made again at the next read', () => {
    window.eval(buildManifestOnDemand(SRC));
    void askAsNextDoes();
    expect(fetched()).toHaveLength(1);
    expect(fetched()[0].nonce).toBe('');
    fetched()[0].dispatchEvent(new Event('error'));
    void askAsNextDoes();
    expect(fetched()).toHaveLength(2);
  });

  it('ROUTE-1 no source can close the inline script it is written into', () => {
    const text = buildManifestOnDemand('/x.js?</script><script>alert(1)//', '<!--');
    expect(text).not.toMatch(/<\/script|<!--/i);
    window.eval(text);
    void askAsNextDoes();
    expect(fetched()[0].getAttribute('src')).toBe('/x.js?</script><script>alert(1)//');
  });
});
