import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function TrLoginPage() {
  return <RouteScreen path="/tr-login" />;
}

export const getServerSideProps = routePageProps('/tr-login');
