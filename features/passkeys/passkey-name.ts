import { UAParser } from 'ua-parser-js';

/** The browser and system a passkey is made on, as ua-parser-js names them ('Chrome', 'macOS'); null when neither is known. */
export interface DeviceNames {
  readonly browser: string;
  readonly os: string;
}

/**
 * What a new passkey is called unless the person names it: the browser and
 * system of the device it is made on ("Chrome on macOS"), read from the user
 * agent. Pure; loaded when a passkey is about to be added, not with the page.
 */
export function deviceNames(userAgent: string): DeviceNames | null {
  const parsed = new UAParser(userAgent).getResult();
  const browser = parsed.browser.name?.trim() ?? '';
  const os = parsed.os.name?.trim() ?? '';
  return browser || os ? { browser, os } : null;
}
