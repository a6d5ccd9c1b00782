import { RouteScreen } from '@/components/page/route-screen';
import { LoginScreen } from '@/features/login/login-screen';
import { ClientBanner } from '@/features/oauth/client-banner';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function OauthLoginPage({ page }: PageProps) {
  return (
    <RouteScreen path="/oauth-login">
      <ClientBanner />
      <LoginScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth-login');
