import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function TrAuthorizedPage() {
  return <RouteScreen path="/tr-authorized" />;
}

export const getServerSideProps = routePageProps('/tr-authorized');
