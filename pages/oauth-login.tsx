import { RouteScreen } from '@/components/page/route-screen';
import { LoginScreen } from '@/features/login/login-screen';
import { ClientBanner } from '@/features/oauth/client-banner';
import { oauthClientProps, type OAuthClientPageProps } from '@/features/oauth/client-props';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthLoginPage({ page, oauthClient }: OAuthClientPageProps) {
  return (
    <RouteScreen path="/oauth-login">
      <ClientBanner client={oauthClient} />
      <LoginScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth-login', { extend: oauthClientProps });
