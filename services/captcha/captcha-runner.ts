import { CAPTCHA_MONITOR_EVENTS, CAPTCHA_TIMINGS, type CaptchaType } from '@/config/captcha';
import { reportEvent } from '@/services/monitoring';

import { CaptchaBusyError, CaptchaCancelledError, CaptchaUnavailableError } from './errors';
import type { CaptchaPayload } from './payloads';

/** One captcha as the runner drives it; the widget code lives behind this. */
export interface CaptchaProvider {
  readonly type: CaptchaType;
  /** starts loading what the captcha needs (its script); a rejection makes it unavailable */
  prepare?(): Promise<void>;
  /** whether execute() can be called now */
  isReady(): boolean;
  /**
   * Shows the captcha and resolves with its payload. Rejects with
   * CaptchaCancelledError when the user closes it; any other rejection
   * (CaptchaPictureError, a network failure) makes the runner fall back.
   */
  execute(scene: number): Promise<CaptchaPayload>;
}

export interface CaptchaRunnerOptions {
  readonly scene: number;
  /** captchaOrder(...) or a function reading it at show time (it may depend on captcha-info) */
  readonly order: readonly CaptchaType[] | (() => readonly CaptchaType[]);
  readonly providers: Partial<Record<CaptchaType, CaptchaProvider>>;
  /** injected for tests; setTimeout by default */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly report?: typeof reportEvent;
  readonly retries?: number;
  readonly retryIntervalMs?: number;
}

export interface CaptchaRunner {
  /**
   * CAP-3, CAP-4: runs the captchas in order until one answers. A second
   * call while one runs joins it (same promise: a double click shows one
   * captcha). Rejects with CaptchaUnavailableError when none could run, or
   * CaptchaCancelledError when the user closed it.
   */
  show(): Promise<CaptchaPayload>;
  /**
   * CAP-3: solves a captcha, then resumes the pending action with its
   * payload. Refused with CaptchaBusyError while a captcha runs: a payload
   * is single use, so it can never feed two actions.
   */
  runWithCaptcha<T>(action: (payload: CaptchaPayload) => Promise<T> | T): Promise<T>;
  readonly running: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCaptchaRunner({
  scene,
  order,
  providers,
  sleep = defaultSleep,
  report = reportEvent,
  retries = CAPTCHA_TIMINGS.showRetries,
  retryIntervalMs = CAPTCHA_TIMINGS.showRetryIntervalMs,
}: CaptchaRunnerOptions): CaptchaRunner {
  let current: Promise<CaptchaPayload> | null = null;

  /**
   * Ready now, or after up to `retries` waits of `retryIntervalMs`; a wait
   * ends early when the captcha's loading settles, so a script that arrives
   * after 200 ms is not held to the full second.
   */
  async function waitUntilReady(provider: CaptchaProvider): Promise<boolean> {
    let loadFailed = false;
    let loading: Promise<void> | null = provider.prepare
      ? provider.prepare().then(
          () => {
            loading = null;
          },
          () => {
            loading = null;
            loadFailed = true;
          },
        )
      : null;
    for (let attempt = 0; ; attempt += 1) {
      if (loadFailed) return false;
      if (provider.isReady()) return true;
      if (attempt >= retries) return false;
      await (loading ? Promise.race([sleep(retryIntervalMs), loading]) : sleep(retryIntervalMs));
    }
  }

  async function runInOrder(): Promise<CaptchaPayload> {
    const types = typeof order === 'function' ? order() : order;
    const unavailable: CaptchaType[] = [];
    const causes: unknown[] = [];
    const reportUnavailable = (fallback: CaptchaType | null) => {
      if (unavailable.length === 0) return;
      report(CAPTCHA_MONITOR_EVENTS.unavailable, { scene, unavailable: unavailable.join(','), fallback });
    };
    for (const type of types) {
      const provider = providers[type];
      if (!provider || !(await waitUntilReady(provider))) {
        unavailable.push(type);
        continue;
      }
      try {
        const payload = await provider.execute(scene);
        reportUnavailable(type);
        return payload;
      } catch (error) {
        if (error instanceof CaptchaCancelledError) {
          reportUnavailable(null);
          throw error;
        }
        // a picture-captcha error or a failure to run: fall back to the next captcha
        unavailable.push(type);
        causes.push(error);
      }
    }
    reportUnavailable(null);
    throw new CaptchaUnavailableError(unavailable, causes);
  }

  function show(): Promise<CaptchaPayload> {
    current ??= runInOrder().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    show,
    async runWithCaptcha(action) {
      if (current) throw new CaptchaBusyError();
      return action(await show());
    },
    get running() {
      return current !== null;
    },
  };
}
