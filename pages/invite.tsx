import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function InvitePage({ page }: PageProps) {
  return (
    <RouteScreen path="/invite">
      <LandingIntro kind="invite" locale={page.locale} />
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/invite');
