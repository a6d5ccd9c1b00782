import { RouteScreen } from '@/components/page/route-screen';
import { ClientBanner } from '@/features/oauth/client-banner';
import { oauthClientProps, type OAuthClientPageProps } from '@/features/oauth/client-props';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import { bothExtensions } from '@/services/server/page-props';

export default function OauthRegisterPage({ page, oauthClient, bonus }: OAuthClientPageProps & BonusPageProps) {
  return (
    <RouteScreen path="/oauth-register" titledBySteps>
      <ClientBanner client={oauthClient} />
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth-register', {
  extend: bothExtensions(oauthClientProps, bonusBannerProps),
});
