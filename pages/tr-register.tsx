import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function TrRegisterPage() {
  return <RouteScreen path="/tr-register" />;
}

export const getServerSideProps = routePageProps('/tr-register');
