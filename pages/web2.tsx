import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function Web2Page() {
  return <RouteScreen path="/web2" />;
}

export const getServerSideProps = routePageProps('/web2');
