import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { RegisterLayout } from '@/features/layout-variant/register-layout';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function SignUpPage({ page }: PageProps) {
  return (
    <RouteScreen path="/sign-up">
      <RegisterLayout platform={page.platform}>
        <LandingIntro kind="affiliate" locale={page.locale} />
        <RegisterScreen page={page} />
      </RegisterLayout>
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/sign-up');
