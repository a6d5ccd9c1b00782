import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function InvitePage() {
  return <RouteScreen path="/invite" />;
}

export const getServerSideProps = routePageProps('/invite');
