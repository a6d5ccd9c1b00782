import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function Web2Page() {
  return <RouteScreen path="/web2" />;
}

export const getServerSideProps = routePageProps('/web2');
