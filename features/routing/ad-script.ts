import { REGISTER_PATHS } from '@/config/routes';
import type { SiteId } from '@/config/sites';

/** MW-9: the advertising script runs on register and sign-up pages, never on the EU site. */
export function shouldLoadAdScript(site: SiteId, path: string, scriptUrl: string): boolean {
  return Boolean(scriptUrl) && site !== 'EU' && REGISTER_PATHS.includes(path);
}

/** SEC-6: the monitoring client runs on the main site only (its init may not be called elsewhere). */
export function shouldLoadMonitorScript(site: SiteId, scriptUrl: string): boolean {
  return site === 'BYBIT' && adScriptOrigin(scriptUrl) !== null;
}

/** The origin of a third-party script (ad, monitoring), for the CSP; null when absent or malformed. */
export function adScriptOrigin(scriptUrl: string): string | null {
  try {
    return scriptUrl ? new URL(scriptUrl).origin : null;
  } catch {
    return null;
  }
}
