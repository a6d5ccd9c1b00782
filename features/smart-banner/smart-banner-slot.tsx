import { useEffect, useState } from 'react';

import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';
import { APP_USER_AGENT_MARKER } from '@/config/app-links';
import { SMART_BANNER_DELAY_MS, SMART_BANNER_STORAGE_KEY } from '@/config/furniture';
import type { Platform } from '@/config/platform';
import { localStore } from '@/services/local-store';
import { inMiniApp } from '@/services/mini-app';

import { closedAtOf, smartBannerWanted } from './smart-banner';
import { SMART_BANNER_ATTRIBUTE } from './smart-banner-early';

const SmartBannerView = afterHydration(lazyComponent(() => import('./smart-banner-view').then((m) => m.default)));

interface Props {
  readonly platform: Platform;
  readonly locale: string;
  /** false in OAuth flows and the mini app (config/routes appBannerAllowed) */
  readonly allowed: boolean;
}

/**
 * UI-2: on phones, 1000 ms after the page, the banner that leads to the
 * mobile app; closing it is remembered on the device. Its code loads only
 * when it shows. It sits in the page's flow above the header, in the room
 * smart-banner-early.ts kept for it from the first paint: it pushes the page
 * down without moving it under the reader's eyes, and never covers it.
 */
export function SmartBannerSlot({ platform, locale, allowed }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!allowed) return;
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
  }, [platform, allowed]);
  if (!allowed || platform !== 'mobile') return null;
  const close = () => {
    localStore()?.setItem(SMART_BANNER_STORAGE_KEY, String(Date.now()));
    // the kept room goes with the banner
    document.documentElement.removeAttribute(SMART_BANNER_ATTRIBUTE);
    setShown(false);
  };
  return (
    <div className="smart-banner-slot" data-testid="smart-banner-slot">
      {shown && <SmartBannerView locale={locale} onClose={close} />}
    </div>
  );
}
