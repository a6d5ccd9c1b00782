import { REGISTER_PATHS } from '@/config/routes';
import type { SiteId } from '@/config/sites';

/** MW-9: the advertising script runs on register and sign-up pages, never on the EU site. */
export function shouldLoadAdScript(site: SiteId, path: string, scriptUrl: string): boolean {
  return Boolean(scriptUrl) && site !== 'EU' && REGISTER_PATHS.includes(path);
}

/** The origin of the ad script, for the CSP; null when absent or malformed. */
export function adScriptOrigin(scriptUrl: string): string | null {
  try {
    return scriptUrl ? new URL(scriptUrl).origin : null;
  } catch {
    return null;
  }
}
