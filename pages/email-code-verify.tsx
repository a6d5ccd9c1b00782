import { RouteScreen } from '@/components/page/route-screen';
import { EmailVerifyScreen } from '@/features/registration/email-verify-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function EmailCodeVerifyPage({ page }: PageProps) {
  return (
    <RouteScreen path="/email-code-verify">
      <EmailVerifyScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/email-code-verify');
