import { RouteScreen } from '@/components/page/route-screen';
import { ConsentScreen } from '@/features/oauth/consent-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function OauthPage({ page }: PageProps) {
  return (
    <RouteScreen path="/oauth">
      <ConsentScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth');
