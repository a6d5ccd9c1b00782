import { CaptchaUnavailableError } from './errors';

/** CAP-2: not-loaded → loading → loaded | unavailable (a later load() tries again). */
export type ScriptLoadState = 'not-loaded' | 'loading' | 'loaded' | 'unavailable';

export interface ScriptLoaderOptions {
  /** mirrors of one captcha script, tried in this order */
  readonly urls: readonly string[];
  /** resolves once the script at `url` has run, rejects when it cannot be loaded */
  readonly loadScript: (url: string) => Promise<void>;
  readonly onStateChange?: (state: ScriptLoadState) => void;
}

export interface ScriptLoader {
  readonly state: ScriptLoadState;
  /** the URL that loaded, once loaded */
  readonly loadedUrl: string | null;
  /**
   * Loads the script once: callers during a load share it; after `loaded`
   * it resolves at once; after `unavailable` a new call tries every URL
   * again (the user was asked to check the network). Rejects with
   * CaptchaUnavailableError when every URL failed.
   */
  load(): Promise<void>;
}

export function createScriptLoader({ urls, loadScript, onStateChange }: ScriptLoaderOptions): ScriptLoader {
  let state: ScriptLoadState = 'not-loaded';
  let loadedUrl: string | null = null;
  let inFlight: Promise<void> | null = null;

  const moveTo = (next: ScriptLoadState) => {
    state = next;
    onStateChange?.(next);
  };

  const tryInOrder = async (): Promise<void> => {
    for (const url of urls) {
      try {
        await loadScript(url);
        loadedUrl = url;
        moveTo('loaded');
        return;
      } catch {
        // a mirror that fails hands over to the next one
      }
    }
    moveTo('unavailable');
    throw new CaptchaUnavailableError(urls);
  };

  return {
    get state() {
      return state;
    },
    get loadedUrl() {
      return loadedUrl;
    },
    load() {
      if (state === 'loaded') return Promise.resolve();
      if (inFlight) return inFlight;
      moveTo('loading');
      inFlight = tryInOrder().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

/**
 * The browser `loadScript`: appends a `<script async>` and settles on its
 * load or error event, or rejects after `timeoutMs` (a hanging CDN must not
 * hold the fallback back). The element is removed when it fails.
 */
export function loadScriptElement(url: string, doc: Document = document, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`timed out loading ${url}`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`could not load ${url}`)));
    doc.head.appendChild(script);
  });
}
