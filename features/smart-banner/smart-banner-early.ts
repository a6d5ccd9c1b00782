import { APP_USER_AGENT_MARKER } from '@/config/app-links';
import { SMART_BANNER_SNOOZE_MS, SMART_BANNER_STORAGE_KEY } from '@/config/furniture';
import { EARLY_LAUNCH_SOURCES, LAUNCH_MARKER } from '@/services/mini-app';

/** The attribute on `<html>` that reserves the banner's room at the page's top (styles/global.css). */
export const SMART_BANNER_ATTRIBUTE = 'data-app-banner';

/**
 * UI-2: the banner comes a second after the page and pushes the page down
 * instead of lying over it, so its room is kept from the first paint: this
 * script, run by phones' pages before it, decides as smartBannerWanted will
 * (outside the app and the mini app, not closed recently on this device) and
 * marks `<html>` for the room to be kept. No layout shift when it comes.
 */
export const SMART_BANNER_EARLY_SCRIPT = `(function () {
  var closedAt = null;
  try { closedAt = localStorage.getItem(${JSON.stringify(SMART_BANNER_STORAGE_KEY)}); } catch (e) {}
  var launch = ${EARLY_LAUNCH_SOURCES};
  if (${APP_USER_AGENT_MARKER.toString()}.test(navigator.userAgent)) return;
  if (launch.indexOf(${JSON.stringify(LAUNCH_MARKER)}) >= 0) return;
  if (closedAt && /^[0-9]{1,15}$/.test(closedAt)) {
    var now = Date.now(), at = Number(closedAt);
    if (now - at < ${SMART_BANNER_SNOOZE_MS} && at <= now) return;
  }
  document.documentElement.setAttribute(${JSON.stringify(SMART_BANNER_ATTRIBUTE)}, '');
})();`;
