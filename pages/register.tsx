import { RouteScreen } from '@/components/page/route-screen';
import { RegisterLayout } from '@/features/layout-variant/register-layout';
import { bonusBannerProps, type BonusPageProps } from '@/features/registration/bonus-props';
import { RegisterScreen } from '@/features/registration/register-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

export default function RegisterPage({ page, bonus }: PageProps & BonusPageProps) {
  return (
    <RouteScreen path="/register" titledBySteps aside={<RegisterLayout platform={page.platform} />}>
      <RegisterScreen page={page} bonus={bonus} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/register', { extend: bonusBannerProps });
