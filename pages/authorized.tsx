import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function AuthorizedPage() {
  return <RouteScreen path="/authorized" />;
}

export const getServerSideProps = routePageProps('/authorized');
