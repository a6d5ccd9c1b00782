import { RouteScreen } from '@/components/page/route-screen';
import { PasswordResetScreen } from '@/features/recovery/password-reset-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** ROUTE-5, LOGIN-5, issue 26: "Forgot password?": a password reset by a code sent to the account. */
export default function PasswordResetPage({ page }: PageProps) {
  return (
    <RouteScreen path="/app/user/retrieve" titledBySteps>
      <PasswordResetScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/app/user/retrieve');
