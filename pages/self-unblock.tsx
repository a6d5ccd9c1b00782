import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/services/page-props';

export default function SelfUnblockPage() {
  return <RouteScreen path="/self-unblock" />;
}

export const getServerSideProps = routePageProps('/self-unblock');
