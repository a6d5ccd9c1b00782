import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function AuthorizedPage() {
  return <RouteScreen path="/authorized" />;
}

export const getServerSideProps = routePageProps('/authorized');
