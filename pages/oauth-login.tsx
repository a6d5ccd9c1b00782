import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function OauthLoginPage() {
  return <RouteScreen path="/oauth-login" />;
}

export const getServerSideProps = routePageProps('/oauth-login');
