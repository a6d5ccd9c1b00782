/** UI-2: the smart banner appears this long after the page, on phones. */
export const SMART_BANNER_DELAY_MS = 1_000;
/** UI-2: a closed banner stays closed this long on the device. */
export const SMART_BANNER_SNOOZE_MS = 30 * 24 * 60 * 60 * 1_000;
/** UI-2: where the device remembers when the banner was closed. */
export const SMART_BANNER_STORAGE_KEY = 'smart_banner_closed_at';
