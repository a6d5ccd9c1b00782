import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAPTCHA_SCENES, CAPTCHA_UNAVAILABLE_MESSAGE, type CaptchaType } from '@/config/captcha';
import { createCaptchaRunner, type CaptchaProvider } from '@/services/captcha/captcha-runner';
import {
  CaptchaBusyError,
  CaptchaCancelledError,
  CaptchaPictureError,
  CaptchaUnavailableError,
} from '@/services/captcha/errors';
import { magpiePayload, recaptchaPayload, tencentPayload, type CaptchaPayload } from '@/services/captcha/payloads';
import { setMonitorSink, type MonitorEvent } from '@/services/monitoring';

const SCENE = CAPTCHA_SCENES.mainLogin;

interface FakeProvider extends CaptchaProvider {
  executions: number;
}

function provider(
  type: CaptchaType,
  answer: () => Promise<CaptchaPayload>,
  isReady: () => boolean = () => true,
): FakeProvider {
  const fake: FakeProvider = {
    type,
    executions: 0,
    isReady,
    execute: () => {
      fake.executions += 1;
      return answer();
    },
  };
  return fake;
}

const magpieOk = () => Promise.resolve(magpiePayload('token-1', SCENE));

function monitorEvents(): MonitorEvent[] {
  const events: MonitorEvent[] = [];
  setMonitorSink((event) => events.push(event));
  return events;
}

afterEach(() => {
  setMonitorSink(null);
});

describe('captcha runner: readiness retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CAP-3 a show attempt retries every 1 s, up to 3 times, until the captcha is ready', async () => {
    let checks = 0;
    const readyAtThirdCheck = provider('magpie', magpieOk, () => {
      checks += 1;
      return checks >= 3;
    });
    const runner = createCaptchaRunner({ scene: SCENE, order: ['magpie'], providers: { magpie: readyAtThirdCheck } });
    let payload: CaptchaPayload | null = null;
    void runner.show().then((p) => {
      payload = p;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(2);
    expect(payload).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(checks).toBe(3);
    expect(payload).toEqual(magpiePayload('token-1', SCENE));
  });

  it('CAP-3 a captcha still not ready after 3 retries (3 s) is given up for the next one', async () => {
    let magpieChecks = 0;
    const neverReady = provider('magpie', magpieOk, () => {
      magpieChecks += 1;
      return false;
    });
    const recaptcha = provider('recaptcha', () => Promise.resolve(recaptchaPayload('g')));
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: ['magpie', 'recaptcha'],
      providers: { magpie: neverReady, recaptcha },
      report: () => undefined,
    });
    const shown = runner.show();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(recaptcha.executions).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(shown).resolves.toEqual(recaptchaPayload('g'));
    // the first check plus 3 retries
    expect(magpieChecks).toBe(4);
    expect(neverReady.executions).toBe(0);
  });

  it('CAP-3 a wait ends as soon as the captcha script finishes loading', async () => {
    let loaded = false;
    const geetest: CaptchaProvider = {
      type: 'geecaptcha',
      prepare: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            loaded = true;
            resolve();
          }, 200),
        ),
      isReady: () => loaded,
      execute: () => Promise.resolve(tencentPayload('t', 'r')),
    };
    const runner = createCaptchaRunner({ scene: SCENE, order: ['geecaptcha'], providers: { geecaptcha: geetest } });
    const shown = runner.show();
    await vi.advanceTimersByTimeAsync(200);
    await expect(shown).resolves.toEqual(tencentPayload('t', 'r'));
  });

  it('CAP-2 CAP-4 a captcha whose script fails to load falls back without waiting out the retries', async () => {
    const sleeps: number[] = [];
    const broken: CaptchaProvider = {
      type: 'geecaptcha',
      prepare: () => Promise.reject(new CaptchaUnavailableError(['https://static.geetest.com/gt.js'])),
      isReady: () => false,
      execute: () => Promise.reject(new Error('never called')),
    };
    const recaptcha = provider('recaptcha', () => Promise.resolve(recaptchaPayload('g')));
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: ['geecaptcha', 'recaptcha'],
      providers: { geecaptcha: broken, recaptcha },
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise(() => undefined);
      },
      report: () => undefined,
    });
    await expect(runner.show()).resolves.toEqual(recaptchaPayload('g'));
    expect(sleeps).toEqual([1_000]);
  });
});

describe('captcha runner: one execution, resume, fallback', () => {
  it('CAP-3 only one execution at a time: a second show joins the running one', async () => {
    let solve: (payload: CaptchaPayload) => void = () => undefined;
    const magpie = provider('magpie', () => new Promise((resolve) => (solve = resolve)));
    const runner = createCaptchaRunner({ scene: SCENE, order: ['magpie'], providers: { magpie } });
    const first = runner.show();
    const second = runner.show();
    expect(second).toBe(first);
    expect(runner.running).toBe(true);
    await Promise.resolve();
    solve(magpiePayload('once', SCENE));
    expect(await first).toEqual(magpiePayload('once', SCENE));
    expect(magpie.executions).toBe(1);
    expect(runner.running).toBe(false);
    // once finished, a new show runs a new captcha
    const third = runner.show();
    expect(third).not.toBe(first);
    await Promise.resolve();
    solve(magpiePayload('twice', SCENE));
    expect(await third).toEqual(magpiePayload('twice', SCENE));
    expect(magpie.executions).toBe(2);
  });

  it('CAP-3 after success the pending action resumes with the payload; a second action meanwhile is refused', async () => {
    let solve: (payload: CaptchaPayload) => void = () => undefined;
    const magpie = provider('magpie', () => new Promise((resolve) => (solve = resolve)));
    const runner = createCaptchaRunner({ scene: SCENE, order: ['magpie'], providers: { magpie } });
    const login = vi.fn(async (payload: CaptchaPayload) => ({ loggedInWith: payload.type }));
    const pending = runner.runWithCaptcha(login);
    await expect(runner.runWithCaptcha(login)).rejects.toBeInstanceOf(CaptchaBusyError);
    expect(login).not.toHaveBeenCalled();
    await Promise.resolve();
    solve(magpiePayload('t', SCENE));
    await expect(pending).resolves.toEqual({ loggedInWith: 'magpie' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith(magpiePayload('t', SCENE));
  });

  it('CAP-4 a picture-captcha error retries with the next captcha and reports the unavailable ones', async () => {
    const events = monitorEvents();
    const magpie = provider('magpie', () => Promise.reject(new CaptchaPictureError('magpie')));
    const geetest = provider('geecaptcha', () => Promise.reject(new CaptchaPictureError('geecaptcha')));
    const recaptcha = provider('recaptcha', () => Promise.resolve(recaptchaPayload('g-answer')));
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: ['magpie', 'geecaptcha', 'recaptcha', 'qqcatpcha'],
      providers: { magpie, geecaptcha: geetest, recaptcha },
    });
    const action = vi.fn((payload: CaptchaPayload) => payload.type);
    await expect(runner.runWithCaptcha(action)).resolves.toBe('recaptcha');
    expect([magpie.executions, geetest.executions, recaptcha.executions]).toEqual([1, 1, 1]);
    expect(events).toEqual([
      { name: 'captcha_unavailable', data: { scene: SCENE, unavailable: 'magpie,geecaptcha', fallback: 'recaptcha' } },
    ]);
  });

  it('CAP-4 nothing is reported when the first captcha works', async () => {
    const events = monitorEvents();
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: ['magpie'],
      providers: { magpie: provider('magpie', magpieOk) },
    });
    await runner.show();
    expect(events).toEqual([]);
  });

  it('CAP-2 CAP-4 when every captcha fails the error carries the unavailable message', async () => {
    const events = monitorEvents();
    const runner = createCaptchaRunner({
      scene: CAPTCHA_SCENES.register,
      order: ['magpie', 'recaptcha'],
      providers: {
        magpie: provider('magpie', () => Promise.reject(new Error('network down'))),
        recaptcha: provider('recaptcha', () => Promise.reject(new CaptchaPictureError('recaptcha'))),
      },
    });
    const action = vi.fn();
    const error = await runner.runWithCaptcha(action).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaUnavailableError);
    expect((error as Error).message).toBe(CAPTCHA_UNAVAILABLE_MESSAGE);
    expect((error as CaptchaUnavailableError).failed).toEqual(['magpie', 'recaptcha']);
    expect(action).not.toHaveBeenCalled();
    expect(events).toEqual([
      { name: 'captcha_unavailable', data: { scene: 31004, unavailable: 'magpie,recaptcha', fallback: null } },
    ]);
    expect(runner.running).toBe(false);
  });

  it('CAP-4 a user who closes the captcha gets no fallback and the action does not run', async () => {
    const magpie = provider('magpie', () => Promise.reject(new CaptchaCancelledError()));
    const recaptcha = provider('recaptcha', () => Promise.resolve(recaptchaPayload('g')));
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: ['magpie', 'recaptcha'],
      providers: { magpie, recaptcha },
    });
    const action = vi.fn();
    await expect(runner.runWithCaptcha(action)).rejects.toBeInstanceOf(CaptchaCancelledError);
    expect(recaptcha.executions).toBe(0);
    expect(action).not.toHaveBeenCalled();
  });

  it('CAP-4 a captcha in the order without a provider counts as unavailable', async () => {
    const events = monitorEvents();
    const runner = createCaptchaRunner({
      scene: SCENE,
      order: () => ['geecaptcha', 'magpie'],
      providers: { magpie: provider('magpie', magpieOk) },
    });
    await expect(runner.show()).resolves.toEqual(magpiePayload('token-1', SCENE));
    expect(events[0]?.data).toEqual({ scene: SCENE, unavailable: 'geecaptcha', fallback: 'magpie' });
  });
});
