import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function EarnTgPagePage() {
  return <RouteScreen path="/earn/tg-page" />;
}

export const getServerSideProps = routePageProps('/earn/tg-page');
