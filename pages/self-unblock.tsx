import { RouteScreen } from '@/components/page/route-screen';
import { SelfUnblockScreen } from '@/features/login/self-unblock-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** SEC-3, LOGIN-12, ROUTE-4: lifting a self-help ban, 24 hours after it began. */
export default function SelfUnblockPage({ page }: PageProps) {
  return (
    <RouteScreen path="/self-unblock" titledBySteps>
      <SelfUnblockScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/self-unblock');
