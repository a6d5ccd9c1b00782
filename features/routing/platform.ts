import { UAParser } from 'ua-parser-js';

import type { Platform } from '@/config/platform';

export type { Platform };

/** MW-2: phones and tablets are `mobile`, everything else `pc`. */
export function detectPlatform(userAgent: string | null | undefined): Platform {
  if (!userAgent) return 'pc';
  const type = new UAParser(userAgent).getDevice().type;
  return type === 'mobile' || type === 'tablet' ? 'mobile' : 'pc';
}
