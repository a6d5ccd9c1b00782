import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthLoginPage() {
  return <RouteScreen path="/oauth-login" />;
}

export const getServerSideProps = routePageProps('/oauth-login');
