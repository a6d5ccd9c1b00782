import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthLogOutPage() {
  return <RouteScreen path="/oauth-log-out" />;
}

export const getServerSideProps = routePageProps('/oauth-log-out');
