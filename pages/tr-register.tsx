import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function TrRegisterPage() {
  return <RouteScreen path="/tr-register" />;
}

export const getServerSideProps = routePageProps('/tr-register');
