import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function ExclusiveBenefitsPage({ page }: PageProps) {
  return (
    <RouteScreen path="/exclusive-benefits">
      <LandingIntro kind="affiliate" locale={page.locale} />
      <RegisterScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/exclusive-benefits');
