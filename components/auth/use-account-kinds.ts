import { useEffect, useState } from 'react';

import { AUTH_CONFIG_KEYS, COMPLIANCE_ELEMENTS, type AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchPhonePermission, type PhonePermission } from '@/services/api/auth';
import { offeredAccountKinds } from '@/services/auth/account-rules';
import { useElementHidden } from '@/stores/compliance-context';

/** LOGIN-2, REG-3, CMP-1: the account kinds the form offers, narrowed once permission_v2 and the compliance rules answer. */
export function useAccountKinds(
  site: SiteId,
  mode: 'login' | 'register',
  config: Readonly<Record<string, string>>,
): AccountKind[] {
  const [permission, setPermission] = useState<PhonePermission | null>(null);
  const phoneTabHiddenByRule = useElementHidden(
    mode === 'login' ? COMPLIANCE_ELEMENTS.loginPhoneTab : COMPLIANCE_ELEMENTS.registerPhoneTab,
  );
  useEffect(() => {
    let live = true;
    fetchPhonePermission(site).then(
      (p) => live && setPermission(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [site]);
  return offeredAccountKinds({
    site,
    mode,
    phoneTabHidden: config[AUTH_CONFIG_KEYS.phoneTabHidden] === 'true',
    permission,
    complianceHidesPhone: phoneTabHiddenByRule,
  });
}
