import { RouteScreen } from '@/components/page/route-screen';
import { SecurityItemFindScreen } from '@/features/recovery/security-item-find-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** ROUTE-5, issue 26: a lost second factor, turned off with the password and a recovery code or an email code. */
export default function SecurityItemFindPage({ page }: PageProps) {
  return (
    <RouteScreen path="/app/user/security-item-find" titledBySteps>
      <SecurityItemFindScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/app/user/security-item-find');
