import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function EarnTgPagePage() {
  return <RouteScreen path="/earn/tg-page" />;
}

export const getServerSideProps = routePageProps('/earn/tg-page');
