import { RouteScreen } from '@/components/page/route-screen';
import { OAuthLogOutScreen } from '@/features/oauth/oauth-log-out-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function OauthLogOutPage({ page }: PageProps) {
  return (
    <RouteScreen path="/oauth-log-out">
      <OAuthLogOutScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/oauth-log-out');
