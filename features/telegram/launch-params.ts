import { markMiniAppLaunch } from '@/services/mini-app';

import { launchSources, mayHoldLaunch } from './launch-marker';
import { launchFrom, type LibraryLaunchParams, type MiniAppLaunch } from './mini-app-launch';

/**
 * TG-1: the launch parameters the platform gave this mini app, read by the
 * mini-app library from any place it knows (the URL, the navigation entry,
 * the session of an earlier page). The library's bridge (the part of
 * @tma.js/sdk that speaks to the platform) loads only when one of them holds
 * some: outside the mini app, the page loads 13 kB less. Null outside the
 * mini app.
 */
export async function readMiniAppLaunch(): Promise<MiniAppLaunch | null> {
  if (!mayHoldLaunch(launchSources())) return null;
  const bridge = await import('@tma.js/bridge');
  let launch: MiniAppLaunch | null;
  try {
    launch = launchFrom(bridge.retrieveLaunchParams() as LibraryLaunchParams, bridge.retrieveRawInitData());
  } catch {
    return null;
  }
  if (!launch) return null;
  markMiniAppLaunch();
  try {
    // tells the platform the page is ready to be shown
    bridge.postEvent('web_app_ready');
  } catch {
    // opened in a browser (the dev launch link): there is no platform to tell
  }
  return launch;
}

/** TG-7: closes the mini app; false when there is no platform to ask (a normal browser). */
export async function closeMiniApp(): Promise<boolean> {
  const bridge = await import('@tma.js/bridge');
  try {
    bridge.postEvent('web_app_close');
    return true;
  } catch {
    return false;
  }
}
