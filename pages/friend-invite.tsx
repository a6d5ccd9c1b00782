import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function FriendInvitePage() {
  return <RouteScreen path="/friend-invite" />;
}

export const getServerSideProps = routePageProps('/friend-invite');
