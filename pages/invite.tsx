import { RouteScreen } from '@/components/page/route-screen';
import { LandingIntro } from '@/features/affiliate/landing-intro';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function InvitePage({ page, bonus }: PageProps & BonusPageProps) {
  return (
    <RouteScreen path="/invite" titledBySteps panel="invite">
      <LandingIntro kind="invite" locale={page.locale} />
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/invite', { extend: bonusBannerProps });
