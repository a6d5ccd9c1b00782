import { useEffect, useState } from 'react';

import { AUTH_CONFIG_KEYS, type AccountKind } from '@/config/auth';
import type { SiteId } from '@/config/sites';
import { fetchPhonePermission, type PhonePermission } from '@/services/api/auth';
import { offeredAccountKinds } from '@/services/auth/account-rules';

/** LOGIN-2, REG-3: the account kinds the form offers, narrowed once permission_v2 answers. */
export function useAccountKinds(
  site: SiteId,
  mode: 'login' | 'register',
  config: Readonly<Record<string, string>>,
): AccountKind[] {
  const [permission, setPermission] = useState<PhonePermission | null>(null);
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
  });
}
