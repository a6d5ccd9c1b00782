import { RouteScreen } from '@/components/page/route-screen';
import { AuthorizedScreen } from '@/features/login/authorized-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** LOGIN-6, ROUTE-2: where a third-party provider sends the person back. */
export default function TrAuthorizedPage({ page }: PageProps) {
  return (
    <RouteScreen path="/tr-authorized">
      <AuthorizedScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/tr-authorized');
