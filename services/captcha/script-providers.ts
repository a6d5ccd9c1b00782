import { CAPTCHA_TIMINGS, CAPTCHA_TYPES } from '@/config/captcha';

import type { CaptchaProvider } from './captcha-runner';
import { CaptchaCancelledError, CaptchaPictureError } from './errors';
import { geetestPayload, recaptchaPayload, tencentPayload } from './payloads';
import { createScriptLoader, loadScriptElement, type ScriptLoader } from './script-loader';

/** The globals the vendors' scripts define, as far as the providers use them. */
interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    opts: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback'?: () => void },
  ): number;
  execute(id: number): void;
  reset(id: number): void;
}
type TencentCaptchaCtor = new (
  appId: string,
  cb: (res: { ret: number; ticket?: string; randstr?: string }) => void,
) => { show(): void };
interface GeetestObject {
  onReady(cb: () => void): GeetestObject;
  onSuccess(cb: () => void): GeetestObject;
  onClose(cb: () => void): GeetestObject;
  onError(cb: () => void): GeetestObject;
  verify(): void;
  getValidate(): { geetest_challenge: string; geetest_validate: string; geetest_seccode: string } | false;
}
type InitGeetest = (
  opts: { gt: string; challenge: string; offline: boolean; new_captcha: boolean; product: 'bind' },
  cb: (obj: GeetestObject) => void,
) => void;

type VendorWindow = Window & {
  grecaptcha?: Grecaptcha;
  TencentCaptcha?: TencentCaptchaCtor;
  initGeetest?: InitGeetest;
};

function vendorWindow(): VendorWindow {
  return window as VendorWindow;
}

/** A provider whose widget comes from a script (CAP-2): ready once the script ran and defined its global. */
function scriptProvider(
  type: CaptchaProvider['type'],
  urls: readonly string[],
  hasGlobal: () => boolean,
  execute: CaptchaProvider['execute'],
  loader: ScriptLoader = createScriptLoader({ urls, loadScript: (url) => loadScriptElement(url) }),
): CaptchaProvider {
  return {
    type,
    prepare: () => (urls.length === 0 ? Promise.reject(new Error(`no ${type} script configured`)) : loader.load()),
    isReady: () => loader.state === 'loaded' && hasGlobal(),
    execute,
  };
}

/** A promise the widget's callbacks settle. */
function widgetAnswer<T>(start: (settle: { resolve(v: T): void; reject(e: Error): void }) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    start({ resolve, reject });
  });
}

/** reCAPTCHA (invisible): needs the site key from the web config. */
export function createRecaptchaProvider(urls: readonly string[], siteKey: string): CaptchaProvider {
  let host: HTMLElement | null = null;
  let widget: number | null = null;
  let pending: { resolve(token: string): void; reject(e: Error): void } | null = null;
  return scriptProvider(
    CAPTCHA_TYPES.recaptcha,
    siteKey ? urls : [],
    () => typeof vendorWindow().grecaptcha?.render === 'function',
    async () => {
      const g = vendorWindow().grecaptcha as Grecaptcha;
      const token = await widgetAnswer<string>((settle) => {
        pending = settle;
        if (widget === null) {
          host = document.createElement('div');
          document.body.appendChild(host);
          widget = g.render(host, {
            sitekey: siteKey,
            size: 'invisible',
            callback: (t) => pending?.resolve(t),
            'error-callback': () => pending?.reject(new CaptchaPictureError(CAPTCHA_TYPES.recaptcha)),
          });
        } else g.reset(widget);
        g.execute(widget);
      });
      return recaptchaPayload(token);
    },
  );
}

/** Tencent captcha: needs the app id from the web config. */
export function createTencentProvider(urls: readonly string[], appId: string): CaptchaProvider {
  return scriptProvider(
    CAPTCHA_TYPES.tencent,
    appId ? urls : [],
    () => typeof vendorWindow().TencentCaptcha === 'function',
    async () => {
      const Ctor = vendorWindow().TencentCaptcha as TencentCaptchaCtor;
      const res = await widgetAnswer<{ ticket: string; randstr: string }>((settle) => {
        new Ctor(appId, (r) => {
          if (r.ret === 0 && r.ticket && r.randstr) settle.resolve({ ticket: r.ticket, randstr: r.randstr });
          else if (r.ret === 2) settle.reject(new CaptchaCancelledError());
          else settle.reject(new CaptchaPictureError(CAPTCHA_TYPES.tencent));
        }).show();
      });
      return tencentPayload(res.ticket, res.randstr);
    },
  );
}

/** Geetest v3: runs with the gt/challenge captcha-info handed out (CAP-5). */
export function createGeetestProvider(
  urls: readonly string[],
  info: () => { gt: string; challenge: string; success: number; newCaptcha: boolean } | null,
): CaptchaProvider {
  return scriptProvider(
    CAPTCHA_TYPES.geetest,
    urls,
    () => typeof vendorWindow().initGeetest === 'function' && info() !== null,
    async () => {
      const params = info();
      if (!params) throw new CaptchaPictureError(CAPTCHA_TYPES.geetest, 'geetest is not configured');
      const init = vendorWindow().initGeetest as InitGeetest;
      const result = await widgetAnswer<{
        geetest_challenge: string;
        geetest_validate: string;
        geetest_seccode: string;
      }>((settle) => {
        const timer = setTimeout(
          () => settle.reject(new CaptchaPictureError(CAPTCHA_TYPES.geetest, 'geetest did not start')),
          CAPTCHA_TIMINGS.autoCloseMs,
        );
        init(
          {
            gt: params.gt,
            challenge: params.challenge,
            offline: params.success !== 1,
            new_captcha: params.newCaptcha,
            product: 'bind',
          },
          (obj) => {
            obj
              .onReady(() => {
                clearTimeout(timer);
                obj.verify();
              })
              .onSuccess(() => {
                const v = obj.getValidate();
                if (v) settle.resolve(v);
                else settle.reject(new CaptchaPictureError(CAPTCHA_TYPES.geetest));
              })
              .onClose(() => settle.reject(new CaptchaCancelledError()))
              .onError(() => settle.reject(new CaptchaPictureError(CAPTCHA_TYPES.geetest)));
          },
        );
      });
      return geetestPayload(result);
    },
  );
}
