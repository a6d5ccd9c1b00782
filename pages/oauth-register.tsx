import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthRegisterPage() {
  return <RouteScreen path="/oauth-register" />;
}

export const getServerSideProps = routePageProps('/oauth-register');
