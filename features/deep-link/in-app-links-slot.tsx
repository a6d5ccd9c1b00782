import { useEffect } from 'react';

import { APP_USER_AGENT_MARKER } from '@/config/app-links';

/**
 * UI-3: in the exchange's app (its web view's user agent says so) links
 * open the app's own screens; the mapper's code loads only there.
 */
export function InAppLinks() {
  useEffect(() => {
    if (!APP_USER_AGENT_MARKER.test(navigator.userAgent)) return;
    let uninstall: (() => void) | null = null;
    let live = true;
    void import('./in-app-links').then(({ installInAppLinks }) => {
      if (live) uninstall = installInAppLinks(document, window.location.href, (href) => window.location.assign(href));
    });
    return () => {
      live = false;
      uninstall?.();
    };
  }, []);
  return null;
}
