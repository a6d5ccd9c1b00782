import { useLoader } from '@/components/hooks/use-loader';
import { AUTH_CONFIG_KEYS, COMPLIANCE_ELEMENTS, type AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchPhonePermission, type PhonePermission } from '@/services/api/register-lists';
import { offeredAccountKinds } from '@/services/auth/account-rules';
import { useElementHidden } from '@/stores/compliance-context';

/**
 * LOGIN-2, REG-3, CMP-1: the account kinds the form offers, narrowed by
 * permission_v2 (sent with the page, else asked once in the browser) and the
 * compliance rules.
 */
export function useAccountKinds(
  site: SiteId,
  mode: 'login' | 'register',
  config: Readonly<Record<string, string>>,
  sent: PhonePermission | null = null,
): AccountKind[] {
  const asked = useLoader(() => fetchPhonePermission(site), [site], { enabled: !sent });
  // not asked, or no answer: the site's own rules decide
  const permission = sent ?? (asked.status === 'done' ? asked.data : null);
  const phoneTabHiddenByRule = useElementHidden(
    mode === 'login' ? COMPLIANCE_ELEMENTS.loginPhoneTab : COMPLIANCE_ELEMENTS.registerPhoneTab,
  );
  return offeredAccountKinds({
    site,
    mode,
    phoneTabHidden: config[AUTH_CONFIG_KEYS.phoneTabHidden] === 'true',
    permission,
    complianceHidesPhone: phoneTabHiddenByRule,
  });
}
