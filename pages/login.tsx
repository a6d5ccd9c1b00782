import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function LoginPage() {
  return <RouteScreen path="/login" />;
}

export const getServerSideProps = routePageProps('/login');
