import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function RegisterPage() {
  return <RouteScreen path="/register" />;
}

export const getServerSideProps = routePageProps('/register');
