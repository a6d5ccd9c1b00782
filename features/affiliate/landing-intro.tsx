import dynamic from 'next/dynamic';

import { AffiliateIntro } from './affiliate-card';
import { KoreaActivity } from './korea-activity';

// only the invite landings render it (on the server too): the affiliate ones never load its code
const InvitePanel = dynamic(() => import('./invite-panel').then((m) => m.InvitePanel));

/**
 * AFF-2..8: what a landing shows above the registration form: the affiliate
 * of an affiliate link (sign-up, exclusive benefits) or the inviter and the
 * referral code (friend-invite, invite), and the Korea activity.
 */
export function LandingIntro({ kind, locale }: { readonly kind: 'affiliate' | 'invite'; readonly locale: string }) {
  return (
    <>
      <KoreaActivity locale={locale} />
      {kind === 'affiliate' ? <AffiliateIntro /> : <InvitePanel />}
    </>
  );
}
