import { RouteScreen } from '@/components/page/route-screen';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function TrRegisterPage({ page, bonus }: PageProps & BonusPageProps) {
  return (
    <RouteScreen path="/tr-register" titledBySteps>
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/tr-register', { extend: bonusBannerProps });
