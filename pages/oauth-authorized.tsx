import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthAuthorizedPage() {
  return <RouteScreen path="/oauth-authorized" />;
}

export const getServerSideProps = routePageProps('/oauth-authorized');
