import { RouteScreen } from '@/components/page/route-screen';
import { ClientBanner } from '@/features/oauth/client-banner';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function OauthRegisterPage({ page }: PageProps) {
  return (
    <RouteScreen path="/oauth-register">
      <ClientBanner />
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth-register');
