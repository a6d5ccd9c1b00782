/**
 * Next's page scripts are requested after the page's first contentful paint
 * (issue 14): the server-rendered page, its stylesheet and its text are on
 * screen before any script competes with them for the connection, so the
 * largest paint never waits for the JS. The cost: hydration starts once the
 * scripts have arrived after the paint, about one round trip later than with
 * `<script defer>` (on a fast connection, about one frame). Until then the
 * submit buttons are disabled (LOGIN-4) and what a person types is kept.
 *
 * The paint is the one the browser reports (Paint Timing, the moment the
 * frame is presented); a browser without it loads them from the task after
 * the first frame. The scripts are inserted with `async = false`, so they run
 * in the order Next rendered them, as `defer` scripts would, one per task (a
 * message to itself, which no browser delays as it does nested timers):
 * starting a request can hold the page a few milliseconds, and twelve
 * inserted in one task made a task of 35-50 ms right after the first paint,
 * four times that under Lighthouse's mobile CPU. A hidden page
 * paints nothing (background tab, prerender), so it loads them at once; a
 * safety timer loads them if no paint is reported.
 */

/** How long a visible page may go without a reported paint before its scripts load anyway. */
export const PAINT_WAIT_MS = 2000;

/*
 * The loader, as the page receives it (its arguments: the sources, the nonce,
 * the paint wait). A frame callback runs just before the frame is painted; a
 * task queued from it runs after.
 */
const LOADER = `function (sources, nonce, paintWaitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var next = 0;
    var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
    function insert() {
      var script = document.createElement('script');
      script.src = sources[next++];
      script.async = false;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
      if (next < sources.length) {
        if (channel) channel.port2.postMessage(0);
        else setTimeout(insert, 0);
      }
    }
    if (channel) channel.port1.onmessage = insert;
    if (sources.length) insert();
  }
  if (document.visibilityState === 'hidden') return start();
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          return start();
        }
      }
    }).observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else return start();
  setTimeout(start, paintWaitMs);
}`.replace(/\s*\n\s*/g, ' ');

/** The inline script that loads `sources` after the first paint. Pure: the text only. */
export function paintFirstLoader(sources: readonly string[], nonce?: string): string {
  const args = JSON.stringify([sources, nonce ?? '', PAINT_WAIT_MS])
    // the text sits inside <script>: no `</script>` or `<!--` can close or comment it
    .replace(/</g, '\\u003c');
  return `(${LOADER}).apply(null,${args})`;
}

/*
 * Next's build manifest (every page's chunks, 2 kB gzip on every page and growing with each page) is read by
 * Next's client only to load another page in place: a client-side navigation, a prefetch, or the error page
 * after a crash. These pages never navigate in place (every link and redirect loads a page), so the file
 * is fetched when Next first reads `self.__BUILD_MANIFEST`, not with the page. Next reads it, finds
 * nothing yet, and waits for the file's own callback (`__BUILD_MANIFEST_CB`), as it does for the file
 * loaded with the page but not yet run; a failed fetch is asked again at the next read. The
 * file's assignment lands in the setter.
 */
const MANIFEST_ON_DEMAND = `function (src, nonce) {
  var manifest, asked = false;
  Object.defineProperty(self, '__BUILD_MANIFEST', {
    configurable: true,
    get: function () {
      if (manifest === undefined && !asked) {
        asked = true;
        var script = document.createElement('script');
        script.src = src;
        if (nonce) script.nonce = nonce;
        script.onerror = function () { asked = false; };
        document.head.appendChild(script);
      }
      return manifest;
    },
    set: function (value) { manifest = value; }
  });
}`.replace(/\s*\n\s*/g, ' ');

export const BUILD_MANIFEST = /\/_buildManifest\.js$/;

/** The inline script that fetches Next's build manifest `src` when Next's client first reads it. Pure. */
export function buildManifestOnDemand(src: string, nonce?: string): string {
  const args = JSON.stringify([src, nonce ?? '']).replace(/</g, '\\u003c');
  return `(${MANIFEST_ON_DEMAND}).apply(null,${args})`;
}

/**
 * Next's two tiny manifests (the SSG page list and the proxy's matchers, well
 * under a kilobyte each) run from the page itself instead of being fetched:
 * each script the loader starts costs the browser a main-thread task (its
 * request), for a file smaller than the request's own headers. Next's client
 * reads them from `self` when it first needs them, whenever they ran.
 */
export const INLINED_SCRIPT = /\/_(?:ssgManifest|clientMiddlewareManifest)\.js$/;

/** Above this many characters a script is fetched as Next serves it, whatever its name. */
export const INLINED_MAX_CHARS = 2048;

/**
 * The text to run in place of fetching `src`, or null to fetch it: only the
 * two manifests, only when small, and only a text that cannot end or comment
 * out the `<script>` it goes into. `read` gives the file's text (null: none).
 */
export function inlinedScript(src: string, read: (src: string) => string | null): string | null {
  if (!INLINED_SCRIPT.test(src)) return null;
  const text = read(src);
  if (text === null || text.length > INLINED_MAX_CHARS || /<\/script|<!--/i.test(text)) return null;
  return text;
}
