import { translationSource } from '@/config/languages';

import { translate, type Messages, type Resources, type TFunction } from './translate';

/** SITE-3: a namespace the page did not bring loads from /locales, retried 5 times from 350 ms, doubling. */
export const LOCALE_LOAD_RETRIES = 5;
export const LOCALE_LOAD_FIRST_WAIT_MS = 350;

/** Regional variants read their base language's folder (zh-HK → zh-TW). */
function localeFileUrl(locale: string, namespace: string): string {
  return `/locales/${translationSource(locale)}/${namespace}.json`;
}

type LoadState = 'loading' | 'loaded' | 'failed';

export interface TranslationStore {
  readonly locale: string;
  /** a t bound to a namespace; reads the texts at call time, so it is the same function for the whole visit */
  fixedT(namespace: string): TFunction;
  /** loaded, or given up on after the retries: either way a screen can stop waiting */
  settled(namespace: string): boolean;
  /** fetches a namespace the page did not bring (once; later calls share it) */
  load(namespace: string): Promise<void>;
  /** texts a newly rendered page brought with it */
  add(resources: Resources): void;
  subscribe(listener: () => void): () => void;
  /** changes whenever texts arrive: the snapshot for useSyncExternalStore */
  version(): number;
}

export interface StoreOptions {
  readonly fetch?: typeof fetch;
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed read is worth another try: no answer or a server error, not a missing file (4xx). */
class RetryableLoadError extends Error {}

export function createTranslationStore(
  locale: string,
  initial: Resources,
  { fetch: get = (...args) => fetch(...args), wait = sleep }: StoreOptions = {},
): TranslationStore {
  const resources: Record<string, Messages> = { ...initial };
  const states = new Map<string, LoadState>(Object.keys(initial).map((ns) => [ns, 'loaded']));
  const loads = new Map<string, Promise<void>>();
  const fixed = new Map<string, TFunction>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  async function readOnce(namespace: string): Promise<Messages> {
    let res: Response;
    try {
      res = await get(localeFileUrl(locale, namespace), { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new RetryableLoadError(String(error));
    }
    if (res.status >= 500) throw new RetryableLoadError(`${res.status}`);
    if (!res.ok) throw new Error(`${res.status}`);
    return (await res.json()) as Messages;
  }

  async function read(namespace: string): Promise<void> {
    let pause = LOCALE_LOAD_FIRST_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        resources[namespace] = await readOnce(namespace);
        states.set(namespace, 'loaded');
        break;
      } catch (error) {
        if (!(error instanceof RetryableLoadError) || attempt >= LOCALE_LOAD_RETRIES) {
          // texts that cannot be had: screens stop waiting and show keys or the server's text
          states.set(namespace, 'failed');
          break;
        }
        await wait(pause);
        pause *= 2;
      }
    }
    changed();
  }

  return {
    locale,
    fixedT(namespace) {
      let t = fixed.get(namespace);
      if (!t) {
        t = (key, values) => translate(resources, namespace, key, values);
        fixed.set(namespace, t);
      }
      return t;
    },
    settled: (namespace) => {
      const state = states.get(namespace);
      return state === 'loaded' || state === 'failed';
    },
    load(namespace) {
      let pending = loads.get(namespace);
      if (!pending) {
        if (states.get(namespace) === 'loaded') return Promise.resolve();
        states.set(namespace, 'loading');
        pending = read(namespace);
        loads.set(namespace, pending);
      }
      return pending;
    },
    add(more) {
      const fresh = Object.keys(more).filter((ns) => states.get(ns) !== 'loaded');
      if (fresh.length === 0) return;
      for (const ns of fresh) {
        resources[ns] = more[ns];
        states.set(ns, 'loaded');
      }
      // called while a page renders: no listener may set state now; the next read sees the new version
      version += 1;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
