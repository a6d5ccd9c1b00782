import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';

export default function ChannelRegisterPage() {
  return <RouteScreen path="/channel-register" />;
}

export const getServerSideProps = routePageProps('/channel-register');
