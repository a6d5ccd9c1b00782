import { SMART_BANNER_SNOOZE_MS } from '@/config/furniture';
import type { Platform } from '@/config/platform';

export interface SmartBannerContext {
  readonly platform: Platform;
  /** the page runs in the exchange's own app, or in the messaging app's mini app */
  readonly insideApp: boolean;
  /** when the person closed the banner on this device (ms), or null */
  readonly closedAt: number | null;
  readonly now: number;
}

/** UI-2: the app banner is for phones outside the app, unless closed recently on this device. */
export function smartBannerWanted(context: SmartBannerContext): boolean {
  if (context.platform !== 'mobile' || context.insideApp) return false;
  if (context.closedAt === null) return true;
  return context.now - context.closedAt >= SMART_BANNER_SNOOZE_MS || context.closedAt > context.now;
}

/** UI-2: the stored closing time, or null when absent or unreadable. */
export function closedAtOf(stored: string | null): number | null {
  if (!stored || !/^[0-9]{1,15}$/.test(stored)) return null;
  return Number(stored);
}

/** UI-2: the banner's way to the app: the download page, in the page's language. */
export function downloadHref(locale: string): string {
  return `/${locale}/download`;
}
