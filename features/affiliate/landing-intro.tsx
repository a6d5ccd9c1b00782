import { useEffect, useState } from 'react';

import { afterHydration } from '@/components/hooks/after-hydration';
import { lazyComponent } from '@/components/hooks/lazy-component';

import { affiliateLookupFor, KOREA_ACTIVITY_LOCALE } from './landing-link';

// only the invite landings render it (on the server too): the affiliate ones never load its code
const InvitePanel = lazyComponent(() => import('./invite-panel').then((m) => m.InvitePanel));

// both show only what the browser asks the api for: their code loads where they can show something
const AffiliateIntro = afterHydration(lazyComponent(() => import('./affiliate-card').then((m) => m.AffiliateIntro)));
const KoreaActivity = afterHydration(lazyComponent(() => import('./korea-activity').then((m) => m.KoreaActivity)));

/** AFF-2: whether the page's link names an affiliate to look up; known once in the browser. */
function useAffiliateLink(): boolean {
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('affiliate_id');
    setLinked(affiliateLookupFor(id).kind === 'lookup');
  }, []);
  return linked;
}

function AffiliateLinkIntro() {
  return useAffiliateLink() ? <AffiliateIntro /> : null;
}

/**
 * AFF-2..8: what a landing shows above the registration form: the affiliate
 * of an affiliate link (sign-up, exclusive benefits) or the inviter and the
 * referral code (friend-invite, invite), and the Korea activity (AFF-8, a
 * landing read in Korean).
 */
export function LandingIntro({ kind, locale }: { readonly kind: 'affiliate' | 'invite'; readonly locale: string }) {
  return (
    <>
      {locale === KOREA_ACTIVITY_LOCALE && <KoreaActivity locale={locale} />}
      {kind === 'affiliate' ? <AffiliateLinkIntro /> : <InvitePanel />}
    </>
  );
}
