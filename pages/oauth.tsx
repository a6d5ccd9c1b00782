import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function OauthPage() {
  return <RouteScreen path="/oauth" />;
}

export const getServerSideProps = routePageProps('/oauth');
