import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function ExclusiveBenefitsPage() {
  return <RouteScreen path="/exclusive-benefits" />;
}

export const getServerSideProps = routePageProps('/exclusive-benefits');
