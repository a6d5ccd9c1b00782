import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function ExclusiveBenefitsPage({ page, bonus }: PageProps & BonusPageProps) {
  return (
    <RouteScreen path="/exclusive-benefits" titledBySteps panel="bonus">
      <LandingIntro kind="affiliate" locale={page.locale} />
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/exclusive-benefits', { extend: bonusBannerProps });
