import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import { APP_USER_AGENT_MARKER } from '@/config/app-links';
import { SMART_BANNER_DELAY_MS, SMART_BANNER_STORAGE_KEY } from '@/config/furniture';
import type { Platform } from '@/config/platform';
import { localStore } from '@/services/local-store';
import { inMiniApp } from '@/services/mini-app';

import { closedAtOf, smartBannerWanted } from './smart-banner';

const SmartBannerView = dynamic(() => import('./smart-banner-view'), { ssr: false });

/**
 * UI-2: on phones, 1000 ms after the page, the banner that leads to the
 * mobile app; closing it is remembered on the device. Its code loads only
 * when it shows.
 */
export function SmartBannerSlot({ platform, locale }: { readonly platform: Platform; readonly locale: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // decided when the banner is due, not in the hydration's effects: the first read of localStorage in a
    // session opens the site's storage, a few milliseconds the page's first task does not need to carry
    const timer = window.setTimeout(() => {
      const wanted = smartBannerWanted({
        platform,
        insideApp: APP_USER_AGENT_MARKER.test(navigator.userAgent) || inMiniApp(),
        closedAt: closedAtOf(localStore()?.getItem(SMART_BANNER_STORAGE_KEY) ?? null),
        now: Date.now(),
      });
      if (wanted) setShown(true);
    }, SMART_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [platform]);
  if (!shown) return null;
  return (
    <SmartBannerView
      locale={locale}
      onClose={() => {
        localStore()?.setItem(SMART_BANNER_STORAGE_KEY, String(Date.now()));
        setShown(false);
      }}
    />
  );
}
