import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function SelfUnblockPage() {
  return <RouteScreen path="/self-unblock" />;
}

export const getServerSideProps = routePageProps('/self-unblock');
