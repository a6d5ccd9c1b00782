import { UAParser } from 'ua-parser-js';

import type { Platform } from '@/config/platform';

export type { Platform };

const MAX_REMEMBERED = 1_000;
const remembered = new Map<string, Platform>();

/**
 * MW-2: phones and tablets are `mobile`, everything else `pc`. Parsing a
 * user agent costs about 25 µs of every page request, and visitors share a
 * few hundred user agents: the answers are remembered (bounded).
 */
export function detectPlatform(userAgent: string | null | undefined): Platform {
  if (!userAgent) return 'pc';
  const known = remembered.get(userAgent);
  if (known) return known;
  const type = new UAParser(userAgent).getDevice().type;
  const platform: Platform = type === 'mobile' || type === 'tablet' ? 'mobile' : 'pc';
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(userAgent, platform);
  return platform;
}
