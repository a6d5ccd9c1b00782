import { EARLY_LAUNCH_SOURCES, LAUNCH_MARKER, LIBRARY_SESSION_KEY } from '@/services/mini-app';

/**
 * What tells a mini-app launch apart before any script of the page runs.
 * Every launch has `tgWebApp…` parameters (platform, version, theme) in one
 * of the places @tma.js/bridge reads: the URL, the navigation entry, or the
 * session entry in which it keeps the launch for the mini app's later pages.
 */

/** The attribute the early check sets on `<html>` outside the mini app, which the outside notice's CSS reads. */
export const OUTSIDE_ATTRIBUTE = 'data-mini-app-outside';

/** Whether any of those places holds launch parameters; without one the library can only fail. */
export function mayHoldLaunch(sources: readonly string[]): boolean {
  return sources.some((source) => source.includes(LAUNCH_MARKER));
}

/** Those places, read in the browser (OUTSIDE_EARLY_CHECK reads the same before any page script). */
export function launchSources(): string[] {
  const sources = [window.location.href, performance.getEntriesByType?.('navigation')[0]?.name ?? ''];
  try {
    sources.push(sessionStorage.getItem(LIBRARY_SESSION_KEY) ?? '');
  } catch {
    // storage refused (privacy settings): the library cannot read it either
  }
  return sources;
}

/**
 * TG-1: an inline script for the mini app's page, run before its first paint:
 * with no launch anywhere, it marks `<html>` so the server-rendered notice
 * for a browser ("open this in Telegram") is what paints first, instead of
 * "reading…" replaced by it once the page's scripts run.
 */
export const OUTSIDE_EARLY_CHECK = `(function () {
  var sources = ${EARLY_LAUNCH_SOURCES};
  if (sources.indexOf(${JSON.stringify(LAUNCH_MARKER)}) < 0) document.documentElement.setAttribute(${JSON.stringify(OUTSIDE_ATTRIBUTE)}, '');
})()`.replace(/\s*\n\s*/g, ' ');
