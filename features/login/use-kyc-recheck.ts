import { useEffect } from 'react';

import { fetchMemberInfo, isKycVerified } from '@/services/api/user';

/**
 * DLG-6, SEC-4: while the identity-verification dialog is open the person
 * may verify in another tab. Each time this page comes back into view the
 * member info is asked again; once it says KYC-verified, `onVerified` runs
 * (the login goes on) instead of leaving the person at a stale dialog.
 */
export function useKycRecheck(active: boolean, onVerified: () => void): void {
  useEffect(() => {
    if (!active) return;
    let live = true;
    let asking = false;
    const recheck = () => {
      if (document.visibilityState !== 'visible' || asking) return;
      asking = true;
      fetchMemberInfo().then(
        (info) => {
          asking = false;
          if (live && isKycVerified(info)) onVerified();
        },
        () => {
          asking = false;
        },
      );
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      live = false;
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [active, onVerified]);
}
