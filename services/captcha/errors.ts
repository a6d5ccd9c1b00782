import type { CaptchaType } from '@/config/captcha';
import { CAPTCHA_UNAVAILABLE_MESSAGE } from '@/config/captcha-page';

/** CAP-2, CAP-4: no captcha could be loaded or run; its message is the one the user sees. */
export class CaptchaUnavailableError extends Error {
  constructor(
    /** what failed: script URLs (loader) or captcha types (runner) */
    readonly failed: readonly string[] = [],
    /** why the captchas that were tried failed (a request that got no answer tells the api is down) */
    readonly causes: readonly unknown[] = [],
  ) {
    super(CAPTCHA_UNAVAILABLE_MESSAGE);
    this.name = 'CaptchaUnavailableError';
  }
}

/**
 * A provider's picture (challenge) step failed: the runner moves on to the
 * next captcha in the order (CAP-4).
 */
export class CaptchaPictureError extends Error {
  constructor(
    readonly type: CaptchaType,
    message = `${type} captcha failed`,
  ) {
    super(message);
    this.name = 'CaptchaPictureError';
  }
}

/** The user closed the captcha: no fallback, the pending action is dropped. */
export class CaptchaCancelledError extends Error {
  constructor() {
    super('captcha closed by the user');
    this.name = 'CaptchaCancelledError';
  }
}

/** CAP-3: a captcha-protected action was asked for while another one is running. */
export class CaptchaBusyError extends Error {
  constructor() {
    super('a captcha is already running');
    this.name = 'CaptchaBusyError';
  }
}
