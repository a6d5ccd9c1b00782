import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { RegisterLayout } from '@/features/layout-variant/register-layout';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function SignUpPage({ page, bonus }: PageProps & BonusPageProps) {
  return (
    <RouteScreen path="/sign-up" titledBySteps aside={<RegisterLayout platform={page.platform} panel="affiliate" />}>
      <LandingIntro kind="affiliate" locale={page.locale} />
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/sign-up', { extend: bonusBannerProps });
