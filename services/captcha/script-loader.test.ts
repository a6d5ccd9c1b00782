import { describe, expect, it, vi } from 'vitest';

import { CAPTCHA_UNAVAILABLE_MESSAGE } from '@/config/captcha';
import { CaptchaUnavailableError } from '@/services/captcha/errors';
import { createScriptLoader, loadScriptElement, type ScriptLoadState } from '@/services/captcha/script-loader';

const URLS = ['https://a.example/captcha.js', 'https://b.example/captcha.js', 'https://c.example/captcha.js'];

/** a fake `loadScript`: each URL fails or succeeds as told, and is settled by hand */
function fakeScripts(failing: readonly string[]) {
  const requested: string[] = [];
  const pending: Array<() => void> = [];
  const loadScript = (url: string) => {
    requested.push(url);
    return new Promise<void>((resolve, reject) => {
      pending.push(() => (failing.includes(url) ? reject(new Error(`404 ${url}`)) : resolve()));
    });
  };
  /** settles every request made so far, then lets the loader move on */
  const settleAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { requested, loadScript, settleAll };
}

describe('createScriptLoader', () => {
  it('CAP-2 goes not-loaded → loading → loaded with the first URL that works', async () => {
    const scripts = fakeScripts([]);
    const states: ScriptLoadState[] = [];
    const loader = createScriptLoader({
      urls: URLS,
      loadScript: scripts.loadScript,
      onStateChange: (s) => states.push(s),
    });
    expect(loader.state).toBe('not-loaded');
    const loading = loader.load();
    expect(loader.state).toBe('loading');
    await scripts.settleAll();
    await loading;
    expect(loader.state).toBe('loaded');
    expect(loader.loadedUrl).toBe(URLS[0]);
    expect(states).toEqual(['loading', 'loaded']);
    expect(scripts.requested).toEqual([URLS[0]]);
  });

  it('CAP-2 tries the scripts in order and takes the next on failure', async () => {
    const scripts = fakeScripts([URLS[0]]);
    const loader = createScriptLoader({ urls: URLS, loadScript: scripts.loadScript });
    const loading = loader.load();
    await scripts.settleAll();
    await loading;
    expect(scripts.requested).toEqual([URLS[0], URLS[1]]);
    expect(loader.loadedUrl).toBe(URLS[1]);
    expect(loader.state).toBe('loaded');
  });

  it('CAP-2 when every script fails the captcha is unavailable with the exact message', async () => {
    const scripts = fakeScripts(URLS);
    const loader = createScriptLoader({ urls: URLS, loadScript: scripts.loadScript });
    const loading = loader.load();
    const settled = loading.catch((error: unknown) => error);
    await scripts.settleAll();
    const error = await settled;
    expect(error).toBeInstanceOf(CaptchaUnavailableError);
    expect((error as CaptchaUnavailableError).message).toBe(
      'Captcha is currently unavailable, please check the network and try again',
    );
    expect((error as CaptchaUnavailableError).message).toBe(CAPTCHA_UNAVAILABLE_MESSAGE);
    expect((error as CaptchaUnavailableError).failed).toEqual(URLS);
    expect(scripts.requested).toEqual(URLS);
    expect(loader.state).toBe('unavailable');
    expect(loader.loadedUrl).toBeNull();
  });

  it('CAP-2 concurrent callers share one load; a loaded script is not fetched again', async () => {
    const scripts = fakeScripts([URLS[0]]);
    const loader = createScriptLoader({ urls: URLS, loadScript: scripts.loadScript });
    const first = loader.load();
    const second = loader.load();
    expect(second).toBe(first);
    await scripts.settleAll();
    await Promise.all([first, second]);
    await loader.load();
    expect(scripts.requested).toEqual([URLS[0], URLS[1]]);
  });

  it('CAP-2 after unavailable, a new attempt tries every script again', async () => {
    let networkUp = false;
    const requested: string[] = [];
    const loader = createScriptLoader({
      urls: URLS.slice(0, 2),
      loadScript: async (url) => {
        requested.push(url);
        if (!networkUp) throw new Error('offline');
      },
    });
    await expect(loader.load()).rejects.toThrow(CAPTCHA_UNAVAILABLE_MESSAGE);
    networkUp = true;
    await loader.load();
    expect(loader.state).toBe('loaded');
    expect(requested).toEqual([URLS[0], URLS[1], URLS[0]]);
  });
});

describe('loadScriptElement', () => {
  it('CAP-2 resolves on the script load event and rejects (removing the tag) on error', async () => {
    const ok = loadScriptElement('https://a.example/ok.js', document, 1_000);
    const okTag = document.head.querySelector<HTMLScriptElement>('script[src="https://a.example/ok.js"]');
    expect(okTag?.async).toBe(true);
    okTag?.dispatchEvent(new Event('load'));
    await expect(ok).resolves.toBeUndefined();

    const broken = loadScriptElement('https://a.example/broken.js', document, 1_000);
    const brokenTag = document.head.querySelector('script[src="https://a.example/broken.js"]');
    brokenTag?.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toThrow('could not load https://a.example/broken.js');
    expect(document.head.querySelector('script[src="https://a.example/broken.js"]')).toBeNull();
  });

  it('CAP-2 a script that never answers times out', async () => {
    vi.useFakeTimers();
    try {
      const hanging = loadScriptElement('https://a.example/slow.js', document, 5_000);
      const settled = hanging.catch((error: Error) => error.message);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await settled).toBe('timed out loading https://a.example/slow.js');
    } finally {
      vi.useRealTimers();
    }
  });
});
