import { AffiliateIntro } from './affiliate-card';
import { InvitePanel } from './invite-panel';
import { KoreaActivity } from './korea-activity';

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
