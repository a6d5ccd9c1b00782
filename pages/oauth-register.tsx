import { RouteScreen } from '@/components/page/route-screen';
import { ClientBanner } from '@/features/oauth/client-banner';
import { withOAuthClient, type OAuthClientPageProps } from '@/features/oauth/client-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthRegisterPage({ page, oauthClient }: OAuthClientPageProps) {
  return (
    <RouteScreen path="/oauth-register">
      <ClientBanner client={oauthClient} />
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = withOAuthClient(routePageProps('/oauth-register'));
